import { accountTabs } from './accountTabs';
import { testConfig } from '@portal/kit/testing';

describe('account tabs', () => {
  test('Info is disabled by configuration: Payment Methods is first', () => {
    expect(accountTabs(testConfig().features).map((t) => t.to)).toEqual(['/account/payment', '/account/manage']);
  });
  test('switched on, Info comes first; manage account can be switched off', () => {
    const features = { ...testConfig().features, accountInfoTab: true, manageAccount: false };
    expect(accountTabs(features).map((t) => t.to)).toEqual(['/account/info', '/account/payment']);
  });
});
