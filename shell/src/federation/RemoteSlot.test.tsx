import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/kit/testing';

// The federation runtime is the boundary here: the slot's behaviour (skeleton, failure, Retry) is the subject.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...a: unknown[]) => loadRemote(...a), registerRemotes: (...a: unknown[]) => registerRemotes(...a), registerPlugins: jest.fn() }));

import { registerPortalRemotes } from './remotes';
import { RemoteSlot } from './RemoteSlot';
import { testConfig } from '@portal/kit/testing';

describe('RemoteSlot', () => {
  beforeEach(() => { loadRemote.mockReset(); registerRemotes.mockReset(); jest.spyOn(console, 'error').mockImplementation(() => undefined); });

  test('shows a skeleton while loading, then the section', async () => {
    let resolve!: (m: unknown) => void;
    loadRemote.mockReturnValue(new Promise((r) => { resolve = r; }));
    renderWithPortal(<RemoteSlot remote="balance" module="BalanceTab" section="section.balance" />);
    expect(await screen.findByRole('status', { name: 'Loading Balance' })).toBeInTheDocument();
    resolve({ default: () => <h2>Balance section</h2> });
    expect(await screen.findByRole('heading', { name: 'Balance section' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('balance/BalanceTab');
  });

  test('a failed load names the section and offers Retry, which registers the remote again and loads it', async () => {
    const user = userEvent.setup();
    registerPortalRemotes(testConfig());
    registerRemotes.mockClear();
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderWithPortal(<RemoteSlot remote="reload" module="ReloadTab" section="section.reload" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Reload section could not be loaded');
    loadRemote.mockResolvedValueOnce({ default: () => <h2>Reload section</h2> });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reload section' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'portal_reload', alias: 'reload', entry: 'http://r.test/mf-manifest.json' }], { force: true });
  });
});

describe('registerPortalRemotes', () => {
  beforeEach(() => { registerRemotes.mockReset(); jest.spyOn(console, 'error').mockImplementation(() => undefined); });
  test('registers only remotes whose origin is allow-listed', () => {
    const config = testConfig();
    config.remotes.public = { manifest: 'https://evil.example/mf-manifest.json' };
    registerPortalRemotes(config);
    const names = (registerRemotes.mock.calls[0]![0] as Array<{ alias: string }>).map((r) => r.alias);
    expect(names).toEqual(['balance', 'reload', 'account']);
  });
});
