import type { PublicClientApplication } from '@azure/msal-browser';
import { STORAGE_KEYS } from '@portal/contract';
import { testConfig } from '@portal/kit/testing';
import { ProviderDownError, rememberedReturnPath, signInRedirect } from './signIn';

/** What a press on 'Log in / Sign up' sends MSAL, from the app's login page or from the shell's entry before the app. */
describe('the provider’s sign-in (signInRedirect)', () => {
  const fakePca = (loginRedirect: jest.Mock = jest.fn(async () => undefined)) =>
    ({ loginRedirect }) as unknown as PublicClientApplication & { loginRedirect: jest.Mock };
  const up = async () => true;

  test('the portal’s scopes, a same-origin return path as the state, and the provider’s pages in the page’s language', async () => {
    const config = testConfig();
    const pca = fakePca();
    await signInRedirect(Promise.resolve(pca), config, '/account/payment?tab=2', 'fr-CA', up);
    await signInRedirect(Promise.resolve(pca), config, 'https://evil.example/', 'en-CA', up);
    await signInRedirect(Promise.resolve(pca), config, null, 'en-CA', up);
    expect(pca.loginRedirect.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      { scopes: config.auth.scopes, state: '/account/payment?tab=2', extraQueryParameters: { ui_locales: 'fr-CA' } },
      { scopes: config.auth.scopes, state: undefined, extraQueryParameters: { ui_locales: 'en-CA' } },
      { scopes: config.auth.scopes, state: undefined, extraQueryParameters: { ui_locales: 'en-CA' } },
    ]);
  });

  test('a provider that does not answer is never sent to: ProviderDownError, MSAL not asked', async () => {
    const pca = fakePca();
    const asked: string[] = [];
    const down = async (url: string) => (asked.push(url), false);
    const config = testConfig();
    await expect(signInRedirect(Promise.resolve(pca), config, null, 'en-CA', down)).rejects.toBeInstanceOf(ProviderDownError);
    expect(asked).toEqual([config.auth.authority]);
    expect(pca.loginRedirect).not.toHaveBeenCalled();
  });

  test('MSAL unable to reach the discovery document is the provider down; any other failure is MSAL’s own', async () => {
    const unreachable = Object.assign(new Error('Endpoints cannot be resolved'), { errorCode: 'endpoints_resolution_error' });
    await expect(
      signInRedirect(Promise.resolve(fakePca(jest.fn(async () => Promise.reject(unreachable)))), testConfig(), null, 'en-CA', up),
    ).rejects.toBeInstanceOf(ProviderDownError);
    const other = Object.assign(new Error('Interaction is in progress'), { errorCode: 'interaction_in_progress' });
    await expect(
      signInRedirect(Promise.resolve(fakePca(jest.fn(async () => Promise.reject(other)))), testConfig(), null, 'en-CA', up),
    ).rejects.toBe(other);
  });
});

test('the return path this tab remembers, only a same-origin one, and none where storage cannot be read', () => {
  sessionStorage.setItem(STORAGE_KEYS.returnTo, '/home/reload');
  expect(rememberedReturnPath()).toBe('/home/reload');
  sessionStorage.setItem(STORAGE_KEYS.returnTo, '//evil.example/home');
  expect(rememberedReturnPath()).toBeNull();
  sessionStorage.removeItem(STORAGE_KEYS.returnTo);
  expect(rememberedReturnPath()).toBeNull();
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(rememberedReturnPath(blocked)).toBeNull();
});
