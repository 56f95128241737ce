import { sectionFor } from './sectionFor';

describe('the section a page address starts fetching with the shell', () => {
  test('signed-in pages only with a sign-in in storage; public pages always; others nothing', () => {
    expect(sectionFor('/home/balance', true)).toMatchObject({ remote: 'balance', module: 'BalanceTab', frame: 'home' });
    expect(sectionFor('/home', true)).toMatchObject({ remote: 'balance', module: 'BalanceTab' });
    expect(sectionFor('/home/reload', true)).toMatchObject({ remote: 'reload', module: 'ReloadTab' });
    expect(sectionFor('/account/payment', true)).toMatchObject({ remote: 'account', module: 'PaymentMethodsTab', frame: 'account' });
    expect(sectionFor('/home/balance', false)).toBeNull();
    expect(sectionFor('/reset', false)).toMatchObject({ remote: 'public', module: 'ResetPassword' });
    expect(sectionFor('/confirm', true)).toMatchObject({ remote: 'public', module: 'ConfirmEmail' });
    for (const p of ['/login', '/', '/nowhere', '/home/balance/x', '//evil.example/home/balance']) expect(sectionFor(p, true)).toBeNull();
  });
});
