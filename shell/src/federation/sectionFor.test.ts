import { TEST_TABLE } from '@portal/host/testing';
import { sectionFor } from './sectionFor';

describe('the section a page address starts fetching with the shell (the sections table says which)', () => {
  const at = (path: string, signedIn: boolean) => sectionFor(TEST_TABLE, path, signedIn);
  test('signed-in pages only with a sign-in in storage; public pages always; others nothing', () => {
    expect(at('/home/balance', true)).toMatchObject({ remote: 'balance', module: 'BalanceTab', frame: 'home' });
    expect(at('/home', true)).toMatchObject({ remote: 'balance', module: 'BalanceTab' });
    expect(at('/home/reload', true)).toMatchObject({ remote: 'reload', module: 'ReloadTab' });
    expect(at('/account/payment', true)).toMatchObject({ remote: 'account', module: 'PaymentMethodsTab', frame: 'account' });
    expect(at('/home/balance', false)).toBeNull();
    expect(at('/reset', false)).toMatchObject({ remote: 'public', module: 'ResetPassword' });
    expect(at('/confirm', true)).toMatchObject({ remote: 'public', module: 'ConfirmEmail' });
    for (const p of ['/login', '/', '/nowhere', '/home/balance/x', '//evil.example/home/balance']) expect(at(p, true)).toBeNull();
  });

  test('a section its release does not ask to be fetched early is not; a table without the address, nothing', () => {
    expect(at('/account/info', true)).toBeNull();
    expect(sectionFor({ sections: [] }, '/home/balance', true)).toBeNull();
  });
});
