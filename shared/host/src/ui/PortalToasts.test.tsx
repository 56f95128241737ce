import { act, render, screen } from '@testing-library/react';
import { PortalToasts } from './PortalToasts';
import { useToast, type Toast } from '@portal/contract';

let toast: Toast;
function Capture() {
  toast = useToast();
  return <button type="button">Do something</button>;
}

describe('PortalToasts', () => {
  test('the stack is not downloaded until needed; toasts asked for before it arrives show in order, as text', async () => {
    const { container } = render(
      <PortalToasts>
        <Capture />
      </PortalToasts>,
    );
    expect(container.querySelector('.notistack-SnackbarContainer')).toBeNull();
    act(() => {
      toast.success('Card Added!');
      toast.error('Request Error', '<img src=x onerror="window.__xss=1">');
    });
    expect(await screen.findByText('Card Added!')).toBeInTheDocument();
    expect(await screen.findByText('<img src=x onerror="window.__xss=1">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    act(() => toast.warning('Cannot Add E-Pass Product', 'Card expires before this pass expires'));
    expect(await screen.findByText('Card expires before this pass expires')).toBeInTheDocument();
  });
});
