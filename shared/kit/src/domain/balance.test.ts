import { deriveBalance, isCardExpired, isHotlistedStatus, isPassExpired } from './balance';
import { classifyOperation } from './history';
import type { RawBalance } from '../api/raw';

const raw = (over: Partial<RawBalance> = {}): RawBalance => ({
  ClassID: 1,
  Class: 'Adult',
  Status: 'Active',
  bActivo: true,
  dtFechaCaduca: '2029-11-21T00:00:00',
  PassStart: '2026-11-01T00:00:00',
  PassEnd: '2026-11-30T00:00:00',
  dNumSaldo: 12.5,
  smNumsaldoViaje: 3,
  smNumeroDias: 10,
  iRidesFareCap: 3,
  iRidesFareCapMonth: 25,
  dCashFareCap: 0,
  dCashFareCapMonth: 45,
  iPaidTripsFareCap: 2,
  iPaidTripsFareCapMonth: 20,
  ...over,
});

describe('card state rules', () => {
  test('a card is expired when its expiry is today or earlier', () => {
    expect(isCardExpired('2026-11-20', '2026-11-21')).toBe(true);
    expect(isCardExpired('2026-11-21', '2026-11-21')).toBe(true);
    expect(isCardExpired('2026-11-22', '2026-11-21')).toBe(false);
  });
  test('a pass spanning one day or less is expired', () => {
    expect(isPassExpired('2026-11-21', '2026-11-21')).toBe(true);
    expect(isPassExpired('2026-11-21', '2026-11-22')).toBe(true);
    expect(isPassExpired('2026-11-21', '2026-11-23')).toBe(false);
    expect(isPassExpired(null, '2026-11-23')).toBe(true);
  });
  test('Hotlisted and Disabled count as hotlisted', () => {
    expect(['Hotlisted', 'Disabled', 'Suspended', 'Active'].map(isHotlistedStatus)).toEqual([true, true, false, false]);
  });
  test('derived balance', () => {
    const b = deriveBalance(
      raw({ Status: 'Disabled', dtFechaCaduca: '2026-11-21T00:00:00' }),
      { cardNumber: '1', cardType: 1 },
      [],
      '2026-11-21',
    );
    expect(b).toMatchObject({
      cardNumber: '1',
      isHotlisted: true,
      isCardExpired: true,
      cash: 12.5,
      rides: 3,
      passDays: 10,
      passStart: '2026-11-01',
      passEnd: '2026-11-30',
      expiry: '2026-11-21',
      active: true,
    });
    expect(b.fareCaps.ride.day).toEqual({ used: 3, cap: null });
  });
});

describe('history classification', () => {
  test('1 or 4 reload, 0 or 2 ride, 3 or 8 admin', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map(classifyOperation)).toEqual(['ride', 'reload', 'ride', 'admin', 'reload', null, 'admin']);
  });
});
