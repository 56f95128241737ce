import type { Product } from '@portal/contract';
import { nextPassOf } from './proposal';

const pass = (productId: number, startDate: string, endDate: string): Product => ({
  productId,
  productTypeId: 3,
  name: `Pass ${startDate}`,
  price: 98,
  days: 30,
  rides: 0,
  dtFechaIni: null,
  dtFechaFin: null,
  startDate,
  endDate,
});
const november = pass(102611, '2026-11-01', '2026-11-30');
const december = pass(102612, '2026-12-01', '2026-12-31');
const january = pass(102701, '2027-01-01', '2027-01-31');

describe('the next pass to propose', () => {
  it('is the earliest pass starting after the current one ends', () => {
    expect(nextPassOf([january, november, december], '2026-11-30', '2026-11-26')).toBe(december);
  });
  it('after a pass already bought for next month, the one after it', () => {
    expect(nextPassOf([november, december, january], '2026-12-31', '2026-11-26')).toBe(january);
  });
  it('with no pass running (or one that ended), the first starting after today', () => {
    expect(nextPassOf([november, december], null, '2026-11-26')).toBe(december);
    expect(nextPassOf([november, december], '2026-10-31', '2026-11-26')).toBe(december);
  });
  it('none when the card is offered no later pass', () => {
    expect(nextPassOf([november], '2026-11-30', '2026-11-26')).toBeNull();
    expect(nextPassOf([], null, '2026-11-26')).toBeNull();
  });
});
