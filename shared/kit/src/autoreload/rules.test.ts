import { autoReloadRule as rule } from '../testing/cardFixtures';
import { ruleHealth, ruleProblemText } from './rules';

describe('rule health', () => {
  const active = [rule({ active: true }), rule({ id: 2 })];
  const ok = { expiry: '2029-11-22', isHotlisted: false, isCardExpired: false };
  const today = '2026-11-21';
  test('nothing to say without an active rule, or while the facts load', () => {
    expect(ruleHealth({ rules: [rule({})], hasDefaultCard: false, balance: ok, today })).toEqual([]);
    expect(ruleHealth({ rules: undefined, hasDefaultCard: false, balance: ok, today })).toEqual([]);
    expect(ruleHealth({ rules: active, hasDefaultCard: undefined, balance: undefined, today })).toEqual([]);
    expect(ruleHealth({ rules: active, hasDefaultCard: true, balance: ok, today })).toEqual([]);
  });
  test('no default saved payment card', () => {
    expect(ruleHealth({ rules: active, hasDefaultCard: false, balance: ok, today })).toEqual([{ kind: 'noPaymentCard' }]);
  });
  test('the card expires within 30 days (30 warns, 31 does not); a blocked card says so instead', () => {
    expect(ruleHealth({ rules: active, hasDefaultCard: true, balance: { ...ok, expiry: '2026-12-21' }, today })).toEqual([
      { kind: 'cardExpiring', expiry: '2026-12-21', days: 30 },
    ]);
    expect(ruleHealth({ rules: active, hasDefaultCard: true, balance: { ...ok, expiry: '2026-12-22' }, today })).toEqual([]);
    expect(ruleHealth({ rules: active, hasDefaultCard: false, balance: { ...ok, isHotlisted: true }, today })).toEqual([
      { kind: 'cardBlocked', reason: 'hotlisted' },
      { kind: 'noPaymentCard' },
    ]);
    expect(
      ruleHealth({ rules: active, hasDefaultCard: true, balance: { ...ok, expiry: '2026-11-01', isCardExpired: true }, today }),
    ).toEqual([{ kind: 'cardBlocked', reason: 'expired' }]);
  });
  test('each problem reads plainly and links to its fix', () => {
    expect(ruleProblemText({ kind: 'noPaymentCard' }, '10000001')).toEqual({
      title: 'Auto-reload cannot run',
      text: 'Your active auto-reload rule needs a default saved payment card, and your account has none.',
      link: { to: '/account/payment', label: 'Set a default payment card' },
    });
    expect(ruleProblemText({ kind: 'cardExpiring', expiry: '2026-12-01', days: 10 }, '10000005').text).toBe(
      'Card 10000005 expires on Dec 1, 2026: its active auto-reload rule stops then.',
    );
    expect(ruleProblemText({ kind: 'cardExpiring', expiry: '2026-11-22', days: 1 }, '10000005').text).toBe(
      'Card 10000005 expires tomorrow: its active auto-reload rule stops then.',
    );
    expect(ruleProblemText({ kind: 'cardBlocked', reason: 'hotlisted' }, '10000003').text).toBe(
      'Card 10000003 is hotlisted: its active auto-reload rule will not run.',
    );
  });
});
