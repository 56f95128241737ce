import { addCardProblem } from '../validation/addCard';
import {
  cardLabel,
  cardStateAlert,
  expiryBadgeText,
  fareCapBars,
  formatDate,
  isCardBlocked,
  passSummary,
  daysToExpiry,
  expiryBadgeColor,
  fareCapProgress,
  filterHistory,
  formatAmount,
  formatMoney,
  historyEmptyText,
  paginate,
  pickSelectedCard,
  sortRows,
  statusBadgeColor,
} from './cards';
import { classifyOperation } from './history';
import type { HistoryEntry } from '@portal/contract';

describe('badges', () => {
  test('status: Suspended yellow; Hotlisted and Disabled red; others green', () => {
    expect(['Suspended', 'Hotlisted', 'Disabled', 'Active', 'Expired'].map(statusBadgeColor)).toEqual([
      'yellow',
      'red',
      'red',
      'green',
      'green',
    ]);
  });
  test('expiry: red at 0 or fewer, orange to 14, yellow to 30, else green (the boundaries)', () => {
    expect([-5, 0, 1, 14, 15, 30, 31].map(expiryBadgeColor)).toEqual(['red', 'red', 'orange', 'orange', 'yellow', 'yellow', 'green']);
  });
  test('days to expiry: today is 0, tomorrow 1, yesterday -1', () => {
    expect(daysToExpiry('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysToExpiry('2026-12-05', '2026-11-21')).toBe(14);
    expect(daysToExpiry('2026-12-06', '2026-11-21')).toBe(15);
    expect(daysToExpiry('2026-11-20', '2026-11-21')).toBe(-1);
  });
});

describe('card selector', () => {
  const cards = [
    { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
    { cardNumber: '10000002', cardType: 1, userName: '' },
  ];
  test("label: 'name - number' or just the number", () => {
    expect(cards.map(cardLabel)).toEqual(['Commuter - 10000001', '10000002']);
  });
  test('the remembered card if still there, else the first, else none', () => {
    expect(pickSelectedCard(cards, '10000002:1')).toBe(cards[1]);
    expect(pickSelectedCard(cards, '99999999:1')).toBe(cards[0]);
    expect(pickSelectedCard(cards, null)).toBe(cards[0]);
    expect(pickSelectedCard([], '10000001:1')).toBeNull();
  });
});

describe('add card check', () => {
  test('corporate, each refused status, already assigned, or fine', () => {
    expect(addCardProblem('Active*2', false)).toBe('Cannot add a corporate card');
    expect(addCardProblem('Not Sold*1', false)).toBe('Card is not sold');
    expect(addCardProblem('Hot Listed*1', false)).toBe('Card is hot listed');
    for (const s of ['Disabled', 'Not Available', 'Expired', 'Suspended'])
      expect(addCardProblem(`${s}*1`, false)).toBe(`Card is ${s.toLowerCase()}`);
    expect(addCardProblem('Active*1', true)).toBe('Card is already assigned to an account');
    expect(addCardProblem('Active*1', false)).toBeNull();
    expect(addCardProblem('Active', false)).toBeNull();
  });
});

describe('money and fare caps', () => {
  test('money in en-CA', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
  test('an amount as typed in a field: two decimals, no symbol, no grouping, the decimal comma in French', () => {
    expect(formatAmount(0, 'en-CA')).toBe('0.00');
    expect(formatAmount(12.5, 'en-CA')).toBe('12.50');
    expect(formatAmount(1234.5, 'en-CA')).toBe('1234.50');
    expect(formatAmount(12.5, 'fr-CA')).toBe('12,50');
    expect(formatAmount(1234.5, 'fr-CA')).toBe('1234,50');
  });
  test('money and dates in fr-CA (the French page): 12,50 $, 21 nov. 2026', () => {
    const nbsp = '\u00a0';
    expect(formatMoney(12.5, 'fr-CA')).toBe(`12,50${nbsp}$`);
    expect(formatMoney(1234.5, 'fr-CA')).toBe(`1${nbsp}234,50${nbsp}$`);
    expect(formatDate('2026-11-21', 'fr-CA')).toBe('21 nov. 2026');
    expect(formatDate('2029-01-05', 'fr-CA')).toBe('5 janv. 2029');
  });
  test('a fare cap is reached when used is at or above it', () => {
    expect(fareCapProgress({ used: 3, cap: 3 })).toEqual({ percent: 100, reached: true });
    expect(fareCapProgress({ used: 2, cap: 3 })).toEqual({ percent: 67, reached: false });
    expect(fareCapProgress({ used: 5, cap: 3 })).toEqual({ percent: 100, reached: true });
    expect(fareCapProgress({ used: 1, cap: null })).toEqual({ percent: 0, reached: false });
  });
});

describe('history table', () => {
  const entry = (op: number, date: string, amount: number | null = null): HistoryEntry => ({
    operationType: op,
    kind: classifyOperation(op),
    product: '',
    operation: '',
    amount,
    date,
    busNumber: '',
    routeNumber: '',
    stop: '',
  });
  const entries = [
    entry(0, '2026-11-03'),
    entry(1, '2026-11-01', 20),
    entry(8, '2026-10-01'),
    entry(2, '2026-11-02'),
    entry(4, '2026-11-04', 5),
  ];
  test('filters by kind, with the empty messages', () => {
    expect(filterHistory(entries, 'ride').map((e) => e.operationType)).toEqual([0, 2]);
    expect(filterHistory(entries, 'reload').map((e) => e.operationType)).toEqual([1, 4]);
    expect(filterHistory(entries, 'admin').map((e) => e.operationType)).toEqual([8]);
    expect(filterHistory(entries, 'all')).toHaveLength(5);
    expect((['reload', 'ride', 'admin', 'all'] as const).map(historyEmptyText)).toEqual([
      'No reload history',
      'No ride history',
      'No admin history',
      'No all history',
    ]);
  });
  test('sorts by a column either way, empty values last', () => {
    expect(sortRows(entries, 'date', 'asc').map((e) => e.date)).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(sortRows(entries, 'amount', 'desc').map((e) => e.amount)).toEqual([20, 5, null, null, null]);
  });
  test('pages: the pager shows only with more than one page; a page past the end clamps', () => {
    expect(paginate([1, 2, 3], 0, 5)).toEqual({ rows: [1, 2, 3], pageCount: 1, page: 0, showPager: false });
    expect(paginate([1, 2, 3, 4, 5, 6], 1, 5)).toEqual({ rows: [6], pageCount: 2, page: 1, showPager: true });
    expect(paginate([1, 2, 3, 4, 5, 6], 9, 5).page).toBe(1);
    expect(paginate([], 0, 5)).toEqual({ rows: [], pageCount: 1, page: 0, showPager: false });
  });
});

describe('card state', () => {
  const text = 'No actions can be performed on this card';
  test('hotlisted or expired cards are blocked and get the red banner', () => {
    expect(cardStateAlert({ isHotlisted: true, isCardExpired: false })).toEqual({ title: 'Hotlisted Card!', text });
    expect(cardStateAlert({ isHotlisted: false, isCardExpired: true })).toEqual({ title: 'Expired Card!', text });
    expect(cardStateAlert({ isHotlisted: true, isCardExpired: true })?.title).toBe('Hotlisted Card!');
    expect(cardStateAlert({ isHotlisted: false, isCardExpired: false })).toBeNull();
    expect([
      isCardBlocked({ isHotlisted: true, isCardExpired: false }),
      isCardBlocked({ isHotlisted: false, isCardExpired: true }),
      isCardBlocked({ isHotlisted: false, isCardExpired: false }),
    ]).toEqual([true, true, false]);
  });
  test('expiry badge text: expired today, days left up to 30, then the date', () => {
    const today = '2026-11-21';
    expect(expiryBadgeText('2026-11-21', today)).toBe('Expired Nov 21, 2026');
    expect(expiryBadgeText('2026-11-22', today)).toBe('Expires in 1 day');
    expect(expiryBadgeText('2026-12-21', today)).toBe('Expires in 30 days');
    expect(expiryBadgeText('2026-12-22', today)).toBe('Expires Dec 22, 2026');
    expect(expiryBadgeText(null, today)).toBe('No expiry date');
    expect(formatDate('2029-01-05')).toBe('Jan 5, 2029');
  });
  test("the pass line: dates and days left, or '---' when the pass is expired", () => {
    expect(passSummary({ isPassExpired: false, passStart: '2026-11-01', passEnd: '2026-11-30', passDays: 10 })).toEqual({
      dates: 'Nov 1, 2026 – Nov 30, 2026',
      remaining: '10 days left',
    });
    expect(passSummary({ isPassExpired: false, passStart: '2026-11-01', passEnd: '2026-11-30', passDays: 1 }).remaining).toBe('1 day left');
    expect(passSummary({ isPassExpired: true, passStart: '2026-11-21', passEnd: '2026-11-22', passDays: 1 })).toEqual({
      dates: '---',
      remaining: '---',
    });
  });
  test('fare-cap bars: day and month for rides, cash and paid trips; only caps that exist', () => {
    const caps = {
      ride: { day: { used: 3, cap: 3 }, month: { used: 25, cap: 40 } },
      cash: { day: { used: 0, cap: 9.75 }, month: { used: 45, cap: 98 } },
      paidTrip: { day: { used: 2, cap: 3 }, month: { used: 20, cap: null } },
    };
    const bars = fareCapBars(caps);
    expect(bars.map((b) => b.label)).toEqual(['Rides today', 'Rides this month', 'Cash today', 'Cash this month', 'Paid trips today']);
    expect(bars[0]).toEqual({ key: 'ride-day', label: 'Rides today', used: '3', cap: '3', percent: 100, reached: true });
    expect(bars[3]).toMatchObject({ used: '$45.00', cap: '$98.00', reached: false });
  });
});
