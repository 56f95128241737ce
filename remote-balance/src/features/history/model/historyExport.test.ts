import { parse } from 'csv-parse/sync';
import type { HistoryEntry } from '@portal/contract';
import {
  csvField,
  entryDateTime,
  historyCsv,
  historyFileName,
  historyIn,
  historyTotals,
  isIsoDate,
  monthlyFigures,
  rangeOf,
  readableEntries,
  type CsvHeaders,
} from './historyExport';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  operationType: 1,
  kind: 'reload',
  product: 'E-Cash',
  operation: 'Online reload',
  amount: 20,
  date: '2026-11-03T08:15:00',
  busNumber: '',
  routeNumber: '',
  stop: '',
  ...over,
});
const ride = (date: string, amount = 3.25, over: Partial<HistoryEntry> = {}) =>
  entry({
    operationType: 0,
    kind: 'ride',
    product: 'E-Ride',
    operation: 'Ride',
    amount,
    date,
    busNumber: '4101',
    routeNumber: '11',
    stop: 'Stop 2003',
    ...over,
  });

describe('the range', () => {
  test('each choice, counted from today', () => {
    expect(rangeOf('thisMonth', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(rangeOf('lastMonth', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeOf('last3Months', '2026-11-24')).toEqual({ from: '2026-09-01', to: '2026-11-24' });
    expect(rangeOf('thisYear', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });
  test('across a year, and short months', () => {
    expect(rangeOf('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(rangeOf('last3Months', '2027-02-10')).toEqual({ from: '2026-12-01', to: '2027-02-10' });
    expect(rangeOf('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  test('a custom range: two real dates in order, or nothing', () => {
    expect(rangeOf('custom', '2026-11-24', { from: '2026-02-01', to: '2026-02-28' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf('custom', '2026-11-24', { from: '2026-02-28', to: '2026-02-01' })).toBeNull();
    expect(rangeOf('custom', '2026-11-24', { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(rangeOf('custom', '2026-11-24', { from: '2026-02-01' })).toBeNull();
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('entries that cannot be read', () => {
  test('a missing or malformed date or amount is left out and counted; an admin entry may have no amount', () => {
    const { rows, unreadable } = readableEntries([
      entry({}),
      entry({ date: '' }),
      entry({ date: '2026-13-01T00:00:00' }),
      entry({ date: 'yesterday' }),
      entry({ amount: null }),
      entry({ amount: Number.NaN }),
      entry({ kind: 'admin', operationType: 8, amount: null, operation: 'Card suspended', product: '' }),
      ride('2026-11-03 17:32'),
    ]);
    expect(unreadable).toBe(5);
    expect(rows.map((r) => r.date)).toEqual(['2026-11-03T08:15:00', '2026-11-03T08:15:00', '2026-11-03T17:32:00']);
    expect(entryDateTime('2026-11-03T24:00:00')).toBeNull();
    expect(entryDateTime('2026-11-03')).toBe('2026-11-03T00:00:00');
  });
});

describe('the CSV file', () => {
  const headers: CsvHeaders = {
    date: 'Date',
    type: 'Type',
    product: 'Product',
    operation: 'Operation',
    amount: 'Amount',
    currency: 'Currency',
    route: 'Route',
    bus: 'Bus',
    stop: 'Stop',
  };
  const kind = (k: HistoryEntry['kind']) => ({ reload: 'Reload', ride: 'Ride', admin: 'Admin' })[k ?? 'admin'];
  test('RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  test('a parser reads back every row and column, commas, quotes and accents included', () => {
    const { rows } = readableEntries([
      entry({ product: 'Laissez-passer "Étudiant", novembre', amount: 98, date: '2026-11-01T09:00:00' }),
      ride('2026-11-02T17:32:10', 3.25, { stop: 'Portage & Main, côté nord' }),
      ride('2026-11-02T17:50:00', 0, { product: 'Transfer', operation: 'Transfer' }),
      entry({ kind: 'admin', operationType: 8, amount: null, product: '', operation: 'Card suspended', date: '2026-11-04T10:00:00' }),
    ]);
    const text = historyCsv(rows, headers, kind);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(parsed).toEqual([
      ['Date', 'Type', 'Product', 'Operation', 'Amount', 'Currency', 'Route', 'Bus', 'Stop'],
      ['2026-11-01T09:00:00', 'Reload', 'Laissez-passer "Étudiant", novembre', 'Online reload', '98.00', 'CAD', '', '', ''],
      ['2026-11-02T17:32:10', 'Ride', 'E-Ride', 'Ride', '3.25', 'CAD', '11', '4101', 'Portage & Main, côté nord'],
      ['2026-11-02T17:50:00', 'Ride', 'Transfer', 'Transfer', '0.00', 'CAD', '11', '4101', 'Stop 2003'],
      ['2026-11-04T10:00:00', 'Admin', '', 'Card suspended', '', '', '', '', ''],
    ]);
  });
  test('named after the card and the range', () => {
    expect(historyFileName('10000001', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'transit-card-10000001-2026-11-01-to-2026-11-30.csv',
    );
    expect(historyFileName('../1 2', { from: '2026-11-01', to: '2026-11-30' })).toBe('transit-card-12-2026-11-01-to-2026-11-30.csv');
  });
});

describe('the choice, totals and months', () => {
  const { rows } = readableEntries([
    entry({ amount: 50, date: '2026-09-30T23:59:59' }),
    entry({ amount: 20, date: '2026-10-01T00:00:00' }),
    ride('2026-10-01T08:00:00'),
    ride('2026-10-01T08:20:00', 0, { product: 'Transfer' }),
    ride('2026-10-15T08:00:00', -3.25, { operation: 'Fare refund' }),
    ride('2026-11-30T23:59:00'),
    entry({ amount: -20, date: '2026-11-02T12:00:00', operation: 'Refund' }),
  ]);
  test('a kind within a range, both days included, oldest first', () => {
    expect(historyIn(rows, 'reload', { from: '2026-10-01', to: '2026-10-31' }).map((e) => e.amount)).toEqual([20]);
    expect(historyIn(rows, 'all', { from: '2026-09-30', to: '2026-10-01' })).toHaveLength(4);
    expect(historyIn(rows, 'ride', { from: '2026-11-30', to: '2026-11-30' })).toHaveLength(1);
  });
  test('totals: reloads less refunds; fares less refunded fares; transfers are rides that cost nothing', () => {
    expect(historyTotals(rows)).toEqual({ loaded: 50, spent: 3.25, rides: 4 });
    // An API that writes fares as negative amounts: the same totals.
    const negative = rows.map((e) => (e.kind === 'ride' ? { ...e, amount: -(e.amount ?? 0) } : e));
    expect(historyTotals(negative)).toEqual({ loaded: 50, spent: 3.25, rides: 4 });
  });
  test('months: by the date the agency wrote, back as far as the history goes, empty months with zeros', () => {
    expect(monthlyFigures(rows, '2026-11-24', 12)).toEqual([
      { month: '2026-09', loaded: 50, spent: 0, rides: 0 },
      { month: '2026-10', loaded: 20, spent: 0, rides: 3 },
      { month: '2026-11', loaded: -20, spent: 3.25, rides: 1 },
    ]);
    expect(monthlyFigures(rows, '2026-11-24', 2).map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(monthlyFigures([], '2026-11-24')).toEqual([]);
  });
});
