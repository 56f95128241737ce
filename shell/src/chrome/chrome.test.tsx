import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, testAuth } from '@portal/kit/testing';
import { Banner } from './Banner';
import { bannerDrawnInPage, bannerSettled, startBanner, takeStartedBanner } from './bannerStart';
import { HelpButton } from './HelpButton';
import { NavBar } from './NavBar';
import { setTable } from '../federation/sectionsTable';
import { TEST_TABLE } from '@portal/host/testing';
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

/** A prerendered page as the shell's server writes it: the banner it drew, for the app (static-server.mts). */
function pageDrawnWith(url: string, banner: string): Document {
  const page = document.implementation.createHTMLDocument('login');
  const answer = page.createElement('template');
  answer.id = 'portal-banner';
  answer.setAttribute('data-url', url);
  answer.setAttribute('data-banner', banner);
  page.body.append(answer);
  return page;
}

describe('Banner asked for before the page is drawn (bootstrap)', () => {
  const answered = (body: unknown) =>
    jest.fn(async () => ({ ok: true, status: 200, json: async () => body }) as unknown as Response) as unknown as typeof fetch;
  // The early answer's promise chain settles within one turn of the event loop.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  test("is drawn with the page's first frame, and the banner file is asked for once", async () => {
    global.fetch = answered({ title: 'Service change', body: 'Route 12 detoured' });
    startBanner('https://api.test/banner.json');
    await settled();
    const { requests } = renderWithPortal(<Banner />, { routes: [] });
    // At once, not after a later answer: nothing below it moves when it comes.
    expect(screen.getByRole('region', { name: 'Site notice' })).toHaveTextContent('Route 12 detoured');
    expect(requests).toHaveLength(0);
  });

  test('one still on its way is shown when it comes, without asking again', async () => {
    let answer: (r: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    startBanner('https://api.test/banner.json');
    const { requests } = renderWithPortal(<Banner />, { routes: [] });
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
    answer({ ok: true, status: 200, json: async () => ({ title: 'Heads up', body: 'Late' }) } as unknown as Response);
    expect(await screen.findByRole('region', { name: 'Site notice' })).toHaveTextContent('Late');
    expect(requests).toHaveLength(0);
  });

  test('the one the server drew in the prerendered page is in the first frame; the file’s own answer then replaces it', async () => {
    const drawn = { title: 'Snow', body: 'Drawn by the server', type: 'info', link: '' };
    const page = pageDrawnWith('https://api.test/banner.json', JSON.stringify(drawn));
    let answer: (r: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    startBanner('https://api.test/banner.json', page);
    // Nothing to wait for before the first render: the page was drawn with it.
    await expect(bannerSettled(10_000)).resolves.toBeUndefined();
    renderWithPortal(<Banner />, { routes: [] });
    expect(screen.getByRole('region', { name: 'Site notice' })).toHaveTextContent('Drawn by the server');
    answer({ ok: true, status: 200, json: async () => ({ title: 'Snow', body: 'Fresh' }) } as unknown as Response);
    expect(await screen.findByText('Fresh')).toBeInTheDocument();
  });

  test("a page drawn with another banner file's answer, or a broken one, gives nothing: the file is asked for", () => {
    const page = pageDrawnWith('https://old.test/banner.json', '{"body":"Old"}');
    expect(bannerDrawnInPage('https://api.test/banner.json', page)).toBeUndefined();
    expect(bannerDrawnInPage('https://old.test/banner.json', page)).toEqual({ title: '', body: 'Old', type: 'warning', link: '' });
    page.getElementById('portal-banner')!.setAttribute('data-banner', '{broken');
    expect(bannerDrawnInPage('https://old.test/banner.json', page)).toBeUndefined();
    page.getElementById('portal-banner')!.setAttribute('data-banner', 'null');
    expect(bannerDrawnInPage('https://old.test/banner.json', page)).toBeNull();
  });

  test("one asked for another banner file is not shown: the page's own is asked for", async () => {
    global.fetch = answered({ title: 'Old', body: 'From another file' });
    startBanner('https://elsewhere.test/banner.json');
    await settled();
    const { requests } = renderWithPortal(<Banner />, { routes: [banner({ title: 'Current', body: 'This one' })] });
    expect(await screen.findByRole('region', { name: 'Site notice' })).toHaveTextContent('This one');
    expect(requests.map((r) => r.path)).toEqual(['https://api.test/banner.json']);
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
    await user.click(within(dialog).getByRole('button', { name: 'Reload Card' }));
    expect(within(dialog).getByRole('link', { name: 'Take me there' })).toHaveAttribute('href', '/home/reload');
    expect(within(dialog).getByRole('list')).toHaveTextContent('Choose the card and open the Reload tab.');
  });

  test('an entry a new release declares is in the dialog, in its place, with its steps and where it goes', async () => {
    const user = userEvent.setup();
    const helpful = {
      remote: 'account',
      path: '/account/help',
      module: 'AccountHelp',
      name: { en: 'Help', fr: 'Aide' },
      frame: 'account' as const,
      tab: { order: 25, label: { en: 'Help', fr: 'Aide' } },
      signedIn: true,
      help: [{ id: 'lost', order: 55, title: { en: 'Lost Card', fr: 'Carte perdue' }, steps: [{ en: 'Report it.', fr: 'Signalez-la.' }] }],
    };
    setTable({ sections: [...TEST_TABLE.sections, helpful] });
    renderWithPortal(<HelpButton />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'General Help' });
    const titles = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(titles.indexOf('Lost Card')).toBe(titles.indexOf('Add Card') + 1);
    await user.click(within(dialog).getByRole('button', { name: 'Lost Card' }));
    expect(within(dialog).getByRole('link', { name: 'Take me there' })).toHaveAttribute('href', '/account/help');
  });
});

describe('NavBar', () => {
  test('greets the signed-in customer and logs out', async () => {
    const user = userEvent.setup();
    const auth = testAuth();
    renderWithPortal(<NavBar showMenu />, { auth });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Welcome, Dana Demo');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'All cards' })).toHaveAttribute('href', '/home/cards');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  test('small screens get a menu with the same entries; no menu when not signed in', async () => {
    const user = userEvent.setup();
    renderWithPortal(<NavBar showMenu />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Welcome, Dana Demo',
      'Home',
      'All cards',
      'Account',
      'Logout',
    ]);
  });

  test('no menu without showMenu', () => {
    renderWithPortal(<NavBar showMenu={false} />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});

describe("the page's first render waits for the banner a moment (bannerSettled)", () => {
  test('until the banner file has answered, so the banner is in the first frame', async () => {
    let answer: (res: Response) => void = () => undefined;
    const before = global.fetch;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    try {
      startBanner('https://api.test/banner.json');
      let settled = false;
      const waiting = bannerSettled(10_000).then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      answer({ ok: true, json: async () => ({ title: 'Heads up', body: 'Detour' }) } as Response);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      global.fetch = before;
      takeStartedBanner('https://api.test/banner.json');
    }
  });

  test('never longer than its limit: a slow banner host does not hold the page', async () => {
    jest.useFakeTimers();
    const before = global.fetch;
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    try {
      startBanner('https://api.test/banner.json');
      let settled = false;
      const waiting = bannerSettled(400).then(() => (settled = true));
      jest.advanceTimersByTime(399);
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
      global.fetch = before;
      takeStartedBanner('https://api.test/banner.json');
    }
  });

  test('nothing to wait for when no banner was asked for, or it has answered', async () => {
    takeStartedBanner('https://api.test/banner.json');
    await expect(bannerSettled(10_000)).resolves.toBeUndefined();
  });
});
