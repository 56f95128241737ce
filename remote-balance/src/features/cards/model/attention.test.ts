import { actionFor, attentionOf, inAttentionOrder, DEFAULT_LOW_CASH, type Attention } from './attention';

const TODAY = '2026-11-25';
const fine = { isHotlisted: false, isCardExpired: false, expiry: '2028-06-30', isPassExpired: false, passEnd: '2026-12-31', cash: 12.5 };

describe('what needs attention on a card', () => {
  test('a card in good order needs none', () => {
    expect(attentionOf(fine, TODAY)).toEqual([]);
  });

  test('hotlisted, or expired: that alone, whatever else is true of it', () => {
    expect(attentionOf({ ...fine, isHotlisted: true, cash: 0, isCardExpired: true }, TODAY)).toEqual([{ kind: 'hotlisted' }]);
    expect(attentionOf({ ...fine, isCardExpired: true, expiry: '2026-11-25', cash: 0 }, TODAY)).toEqual([
      { kind: 'expired', on: '2026-11-25' },
    ]);
  });

  test.each([
    ['tomorrow', '2026-11-26', 1],
    ['in 30 days', '2026-12-25', 30],
  ])('a card expiring %s is expiring', (_w, expiry, days) => {
    expect(attentionOf({ ...fine, expiry }, TODAY)).toEqual([{ kind: 'expiring', on: expiry, days }]);
  });
  test('a card expiring in 31 days, or with no expiry, is not', () => {
    expect(attentionOf({ ...fine, expiry: '2026-12-26' }, TODAY)).toEqual([]);
    expect(attentionOf({ ...fine, expiry: null }, TODAY)).toEqual([]);
  });

  test.each([
    ['today', '2026-11-25', 0],
    ['in 7 days', '2026-12-02', 7],
  ])('a pass ending %s with no next pass is ending', (_w, passEnd, days) => {
    expect(attentionOf({ ...fine, passEnd }, TODAY)).toEqual([{ kind: 'passEnding', on: passEnd, days }]);
  });
  test('a pass ending in 8 days, one already expired, or none, is not', () => {
    expect(attentionOf({ ...fine, passEnd: '2026-12-03' }, TODAY)).toEqual([]);
    expect(attentionOf({ ...fine, passEnd: '2026-11-20', isPassExpired: true }, TODAY)).toEqual([]);
    expect(attentionOf({ ...fine, passEnd: null, isPassExpired: true }, TODAY)).toEqual([]);
  });

  test('E-Cash under the threshold is low; at it, not; the threshold is $5.00 unless the config says', () => {
    expect(DEFAULT_LOW_CASH).toBe(5);
    expect(attentionOf({ ...fine, cash: 4.99 }, TODAY)).toEqual([{ kind: 'lowCash', cash: 4.99, threshold: 5 }]);
    expect(attentionOf({ ...fine, cash: 5 }, TODAY)).toEqual([]);
    expect(attentionOf({ ...fine, cash: 9.99 }, TODAY, 10)).toEqual([{ kind: 'lowCash', cash: 9.99, threshold: 10 }]);
  });

  test('several at once, most urgent first', () => {
    expect(attentionOf({ ...fine, cash: 1, passEnd: '2026-11-30', expiry: '2026-12-10' }, TODAY).map((a) => a.kind)).toEqual([
      'expiring',
      'passEnding',
      'lowCash',
    ]);
  });
});

describe('the one step for each', () => {
  test('a card that cannot be used has none; the others open the Reload tab, with the next pass or E-Cash proposed', () => {
    expect(actionFor({ kind: 'hotlisted' })).toBeNull();
    expect(actionFor({ kind: 'expired', on: null })).toBeNull();
    expect(actionFor({ kind: 'expiring', on: '2026-12-01', days: 6 })).toEqual({ reload: true, propose: null });
    expect(actionFor({ kind: 'passEnding', on: '2026-11-30', days: 5 })).toEqual({ reload: true, propose: { kind: 'nextPass' } });
    expect(actionFor({ kind: 'lowCash', cash: 2, threshold: 5 })).toEqual({ reload: true, propose: { kind: 'eCash', amount: 20 } });
    expect(actionFor({ kind: 'lowCash', cash: 2, threshold: 50 })).toEqual({ reload: true, propose: { kind: 'eCash', amount: 50 } });
  });
});

describe('the order of the overview', () => {
  test('cards needing attention first, most urgent first; the rest, and cards not known yet, in the account order', () => {
    const card = (n: string, attention: Attention[] | null) => ({ n, attention });
    const order = inAttentionOrder([
      card('fine-1', []),
      card('low', [{ kind: 'lowCash', cash: 1, threshold: 5 }]),
      card('loading', null),
      card('hotlisted', [{ kind: 'hotlisted' }]),
      card('fine-2', []),
      card('ending', [{ kind: 'passEnding', on: '2026-11-30', days: 5 }]),
    ]).map((c) => c.n);
    expect(order).toEqual(['hotlisted', 'ending', 'low', 'fine-1', 'loading', 'fine-2']);
  });
});
