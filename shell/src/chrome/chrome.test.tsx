import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, testAuth } from '@portal/kit/testing';
import { Banner } from './Banner';
import { HelpButton } from './HelpButton';
import { NavBar } from './NavBar';
import { HELP_ENTRIES } from './helpEntries';
import { Route, Routes } from '@portal/contract';

const banner = (body: unknown) => on('GET', 'https://api.test/banner.json', () => ({ body }));

describe('Banner', () => {
  test('shows title, body and link from the banner file as text, warning by default', async () => {
    renderWithPortal(<Banner />, {
      routes: [banner({ title: 'Service change', body: '<b>Route 12</b> detoured', link: 'https://transit.example/detours' })],
    });
    const notice = await screen.findByRole('region', { name: 'Site notice' });
    expect(notice).toHaveTextContent('Service change');
    expect(notice).toHaveTextContent('<b>Route 12</b> detoured');
    expect(notice.querySelector('b')).toBeNull();
    expect(notice).toHaveClass('MuiAlert-colorWarning');
    expect(within(notice).getByRole('link', { name: 'More information' })).toHaveAttribute('href', 'https://transit.example/detours');
  });

  test('uses the given type and refuses a link that is not http(s)', async () => {
    renderWithPortal(<Banner />, { routes: [banner({ title: 'Heads up', body: '', type: 'info', link: 'javascript:alert(1)' })] });
    const notice = await screen.findByRole('region', { name: 'Site notice' });
    expect(notice).toHaveClass('MuiAlert-colorInfo');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  test('shows nothing when the file is empty or missing', async () => {
    const { requests } = renderWithPortal(<Banner />, { routes: [banner({ title: '', body: '' })] });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
    expect(requests[0]!.authorization).toBeNull();
  });
});

describe('Help', () => {
  test('General Help has the eleven entries, each with steps and a Take me there link', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <Routes>
        <Route path="*" element={<HelpButton />} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'General Help' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Card Balance',
      'Card History',
      'Active/Suspend Card',
      'Remove Card',
      'Add Card',
      'Register Card',
      'Comments',
      'Set Default Payment',
      'Delete Payment Card',
      'Reload Card',
      'Add/Edit Auto Reload Rule',
    ]);
    expect(HELP_ENTRIES.every((e) => e.steps.length > 0 && e.to.startsWith('/'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Reload Card' }));
    expect(within(dialog).getByRole('link', { name: 'Take me there' })).toHaveAttribute('href', '/home/reload');
  });
});

describe('NavBar', () => {
  test('greets the signed-in customer and logs out', async () => {
    const user = userEvent.setup();
    const auth = testAuth();
    renderWithPortal(<NavBar showMenu />, { auth });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Welcome, Dana Demo');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home/balance');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  test('small screens get a menu with the same entries; no menu when not signed in', async () => {
    const user = userEvent.setup();
    renderWithPortal(<NavBar showMenu />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Welcome, Dana Demo', 'Home', 'Account', 'Logout']);
  });

  test('no menu without showMenu', () => {
    renderWithPortal(<NavBar showMenu={false} />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
