import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/kit/testing';

// The federation runtime is the boundary here: the slot's behaviour (skeleton, failure, Retry) is the subject.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
  registerPlugins: jest.fn(),
}));

import { arrivedSection, pinsOf, prefetchSection, registerPortalRemotes } from './remotes';
import { RemoteSlot } from './RemoteSlot';
import { SectionRefusedError } from './refused';
import { testConfig } from '@portal/kit/testing';
import { TEST_TABLE } from '@portal/host/testing';

/** A section as the sections table has it (the slot's name for it in every language, whether it works offline). */
const slot = (remote: string, module: string) => TEST_TABLE.sections.find((s) => s.remote === remote && s.module === module)!;

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  test('shows a skeleton while loading, then the section', async () => {
    let resolve!: (m: unknown) => void;
    loadRemote.mockReturnValue(
      new Promise((r) => {
        resolve = r;
      }),
    );
    renderWithPortal(<RemoteSlot section={slot('balance', 'BalanceTab')} />);
    expect(await screen.findByRole('status', { name: 'Loading Balance' })).toBeInTheDocument();
    resolve({ default: () => <h2>Balance section</h2> });
    expect(await screen.findByRole('heading', { name: 'Balance section' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('balance/BalanceTab');
  });

  test('a section shown once shows again when its slot mounts again (after navigating away and back)', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <h2>Manage section</h2> });
    const first = renderWithPortal(<RemoteSlot section={slot('account', 'ManageTab')} />);
    expect(await screen.findByRole('heading', { name: 'Manage section' })).toBeInTheDocument();
    first.unmount();
    renderWithPortal(<RemoteSlot section={slot('account', 'ManageTab')} />);
    expect(await screen.findByRole('heading', { name: 'Manage section' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  test('a section that has already arrived (the early fetch) renders at once, with no skeleton in between', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <h2>Result page</h2> });
    prefetchSection('reload', 'SavedCardResult');
    await waitFor(() => expect(arrivedSection('reload', 'SavedCardResult')).toBeDefined());
    renderWithPortal(<RemoteSlot section={slot('reload', 'SavedCardResult')} />);
    // In the first render: no lazy component to wait for, so no skeleton and no reveal later.
    expect(screen.getByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Payment result' })).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  test('a failed load names the section and offers Retry, which registers the remote again and loads it', async () => {
    const user = userEvent.setup();
    registerPortalRemotes(testConfig());
    registerRemotes.mockClear();
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderWithPortal(<RemoteSlot section={slot('reload', 'ReloadTab')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Reload section could not be loaded');
    loadRemote.mockResolvedValueOnce({ default: () => <h2>Reload section</h2> });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reload section' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'portal_reload', alias: 'reload', entry: 'http://r.test/mf-manifest.json' }], {
      force: true,
    });
  });
});

// Each test uses a section the ones before did not load: a section loaded once stays loaded for the page's life.
describe('a section the shell refuses to run', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  test('built for a newer contract: its area says it is being updated, with Retry; the event is reported; Retry runs it once it fits', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('portal:event', listen);
    loadRemote.mockRejectedValueOnce(
      new SectionRefusedError('account', 'incompatible', 'it needs runtime contract ^1.9.0; this shell provides 1.0.0'),
    );
    renderWithPortal(
      <>
        <h1>Home</h1>
        <RemoteSlot section={slot('account', 'PaymentMethodsTab')} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is being updated. Please try again in a few minutes.');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'section-refused',
        remote: 'account',
        module: 'PaymentMethodsTab',
        reason: 'incompatible',
        detail: 'it needs runtime contract ^1.9.0; this shell provides 1.0.0',
      }),
    ]);
    loadRemote.mockResolvedValueOnce({ default: () => <h2>Payment methods section</h2> });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payment methods section' })).toBeInTheDocument();
    window.removeEventListener('portal:event', listen);
  });

  test("a pinned file that changed is the section's failure, reported as such", async () => {
    const events: Array<{ type: string; reason: string }> = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('portal:event', listen);
    loadRemote.mockRejectedValueOnce(
      new SectionRefusedError('reload', 'integrity', 'https://r.test/releases/1.0.0/remoteEntry.js is not the pinned file'),
    );
    renderWithPortal(<RemoteSlot section={slot('reload', 'TransactionResult')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Payment result section could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(events).toEqual([expect.objectContaining({ type: 'section-refused', reason: 'integrity' })]);
    window.removeEventListener('portal:event', listen);
  });

  test('in French', async () => {
    const { applyLocale } = await import('@portal/contract');
    await applyLocale('fr');
    loadRemote.mockRejectedValueOnce(new SectionRefusedError('public', 'incompatible', 'x'));
    renderWithPortal(<RemoteSlot section={slot('public', 'ResetPassword')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette section est en cours de mise à jour. Veuillez réessayer dans quelques minutes.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await applyLocale('en');
  });
});

describe('pins', () => {
  test('the sections the runtime config pins, with their container and integrity', () => {
    const config = testConfig();
    const integrity = `sha256-${'A'.repeat(43)}=`;
    config.remotes.reload = { manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrity };
    expect(pinsOf(config, ['balance', 'reload'])).toEqual([
      { remote: 'reload', container: 'portal_reload', manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrity },
    ]);
  });
});

describe('registerPortalRemotes', () => {
  beforeEach(() => {
    registerRemotes.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  test('registers only remotes whose origin is allow-listed', () => {
    const config = testConfig();
    config.remotes.public = { manifest: 'https://evil.example/mf-manifest.json' };
    registerPortalRemotes(config);
    const names = (registerRemotes.mock.calls[0]![0] as Array<{ alias: string }>).map((r) => r.alias);
    expect(names).toEqual(['balance', 'reload', 'account']);
  });
});

describe('where a remote whose release could not be read would have its sections', () => {
  const declared = TEST_TABLE.sections.filter((s) => s.remote === 'reload').map(({ remote: _remote, ...section }) => section);
  const manifest = { metaData: { portal: { release: '9.0.0', sections: { sections: declared } } } };
  const respond = (status: number, body: unknown) => {
    const r = { ok: status < 400, status, json: async () => body, clone: () => r };
    return r as unknown as Response;
  };

  test('its area says so, with Retry; Retry reads the release again and the table gains its sections', async () => {
    const { setTable, currentTable } = await import('./sectionsTable');
    setTable({ sections: TEST_TABLE.sections.filter((s) => s.remote !== 'reload'), unavailable: ['reload'] });
    const user = userEvent.setup();
    const { UnknownSection } = await import('./RemoteSlot');
    renderWithPortal(<UnknownSection remote="reload" />);
    // The remote's origin (renderWithPortal's network answers the API only).
    const fetchImpl = jest.fn(async () => respond(503, {}));
    global.fetch = fetchImpl as unknown as typeof fetch;
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the portal could not be loaded. The rest of the portal still works');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(currentTable().unavailable).toEqual(['reload']);
    fetchImpl.mockImplementation(async () => respond(200, manifest));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentTable().unavailable).toBeUndefined());
    expect(
      currentTable()
        .sections.filter((s) => s.remote === 'reload')
        .map((s) => `${s.path}@${s.release}`),
    ).toEqual(['/home/reload@9.0.0', '/transaction_result@9.0.0', '/transaction_result_saved@9.0.0']);
  });
});

describe("a tab's drawing by its release, kept until its section renders", () => {
  test('the very box the page drew, shown busy and inert in the slot while the section loads; gone once it renders', async () => {
    const { keepDrawing } = await import('./kept');
    const box = document.createElement('div');
    box.innerHTML = '<ul aria-label="Balance summary"><li>$12.50</li></ul>';
    // A module no test before loaded (a section loaded once stays loaded).
    expect(keepDrawing('balance/DrawnTab', box)).toBe(true);
    let resolve!: (m: unknown) => void;
    loadRemote.mockReset();
    loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithPortal(<RemoteSlot section={{ ...slot('balance', 'BalanceTab'), module: 'DrawnTab' }} />);
    const kept = screen.getByRole('list', { name: 'Balance summary' });
    expect(kept).toBe(box.firstElementChild);
    expect(kept.closest('[inert]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status', { name: 'Loading Balance' })).toBeNull();
    resolve({ default: () => <h2>Balance section</h2> });
    expect(await screen.findByRole('heading', { name: 'Balance section' })).toBeInTheDocument();
    expect(box.isConnected).toBe(false);
  });

  test('a drawing with controls is not kept: a press must reach the section’s own', async () => {
    const { keepDrawing, keptDrawing } = await import('./kept');
    const box = document.createElement('div');
    box.innerHTML = '<button>Add to Cart</button>';
    expect(keepDrawing('reload/ReloadTab', box)).toBe(false);
    expect(keptDrawing('reload/ReloadTab')).toBeNull();
  });
});
