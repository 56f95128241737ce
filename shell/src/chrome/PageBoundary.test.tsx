import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/kit/testing';
import { Link, Route, Routes, useLocation } from '@portal/contract';
import { PageBoundary } from './PageBoundary';

function Broken(): never {
  throw new Error('Loading chunk 12 failed');
}

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageBoundary resetKey={pathname}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>Fine content</p>} />
        </Routes>
      </PageBoundary>
    </>
  );
}

test('a page that fails shows a message with Retry in its area; the navigation still works and clears it', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithPortal(<Page />, { path: '/broken' });
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and try again.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Fine page' }));
  expect(screen.getByText('Fine content')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
