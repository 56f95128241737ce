import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Page() {
  const later = useAfterFirstPaint();
  return (
    <>
      <h2>Products</h2>
      {later && <h3>Auto-reload</h3>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  it('renders what is below once the first render has been painted, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      render(<Page />);
      expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Auto-reload' })).not.toBeInTheDocument();
      // Nothing more until the frame is painted.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(screen.queryByRole('heading', { name: 'Auto-reload' })).not.toBeInTheDocument();
      act(() => frames.splice(0).forEach((cb) => cb(performance.now())));
      expect(await screen.findByRole('heading', { name: 'Auto-reload' })).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });
});
