import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useLocation } from '@portal/contract';
import { renderWithPortal } from '@portal/kit/testing';
import { cardRoutes } from '@portal/kit/testing';
import { PortalRoutes } from './PortalRoutes';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The shell's App, as far as the return path goes: it holds it, PortalRoutes spends it. */
function Shell({ start }: { start: string }) {
  const [returnPath, setReturnPath] = useState<string | null>(start);
  return (
    <>
      <PortalRoutes returnPath={returnPath} onReturned={() => setReturnPath(null)} signInError={null} />
      <Link to="/login">Go to the login page</Link>
      <Where />
    </>
  );
}

test('the return path of a sign-in is followed once; a later visit to /login goes on to /home/balance', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Shell start="/nowhere-in-particular" />, { path: '/login', selectedCard: true, routes: cardRoutes({ cards: [] }) });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/nowhere-in-particular'));
  await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home/balance'));
});

test("a remote whose release could not be read: every address the config gives it says so in its own area, the frame's own address too", async () => {
  const { TEST_TABLE } = await import('@portal/host/testing');
  const { setTable } = await import('../federation/sectionsTable');
  // remote-account's routes are /home/manage, /account/* and /RequestMobileAccountDeletion (kit's testConfig).
  setTable({ sections: TEST_TABLE.sections.filter((s) => s.remote !== 'account'), unavailable: ['account'] });
  for (const path of ['/account', '/account/payment', '/account/anything/else', '/home/manage', '/RequestMobileAccountDeletion']) {
    const { unmount } = renderWithPortal(<PortalRoutes returnPath={null} signInError={null} />, {
      path,
      selectedCard: true,
      routes: cardRoutes({ cards: [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }] }),
    });
    expect(await screen.findByText(/This part of the portal could not be loaded/)).toBeInTheDocument();
    unmount();
  }
});
