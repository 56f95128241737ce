import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/kit/testing';
import { cardRoutes } from '@portal/kit/testing';
import { Route, Routes } from '@portal/contract';
import { HomeFrame } from '../HomeFrame';

// The dialog's chunk cannot be downloaded the first time.
let mockFailures = 1;
jest.mock('./AddCardDialog', () => {
  if (mockFailures-- > 0) throw new Error('Loading chunk failed');
  return jest.requireActual('./AddCardDialog');
});

test('an Add Card form that cannot be downloaded is reported as a toast; the page keeps working', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithPortal(
    <Routes>
      <Route path="/home" element={<HomeFrame />}>
        <Route path="balance" element={<p>Balance tab body</p>} />
      </Route>
    </Routes>,
    { routes: cardRoutes({ cards: [] }), path: '/home/balance', selectedCard: true },
  );
  await user.click(await screen.findByRole('button', { name: 'Add Card' }));
  expect(await screen.findByText('The Add Card form could not be loaded')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('heading', { name: 'No cards!' })).toBeInTheDocument();
  // A failed download is not kept: trying again downloads it again, and the form opens.
  await user.click(screen.getByRole('button', { name: 'Add Card' }));
  expect(await screen.findByRole('dialog', { name: 'Add New Card' })).toBeInTheDocument();
});
