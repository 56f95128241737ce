import { apiDateToIso, daysBetween, todayIso, type IsoDate } from './dates';
import type { Balance, Card, FareCapRule, FareCaps } from '@portal/contract';
import type { RawBalance } from '../api/raw';

/** Hotlisted and Disabled both count as hotlisted (spec 4). */
export const isHotlistedStatus = (status: string) => status === 'Hotlisted' || status === 'Disabled';

/** A card is expired when its expiry is today or earlier (spec 4). */
export function isCardExpired(expiry: IsoDate | null, today: IsoDate): boolean {
  return expiry !== null && expiry <= today;
}

/** A pass is expired when it spans one day or less (spec 4); no pass at all counts as expired. */
export function isPassExpired(start: IsoDate | null, end: IsoDate | null): boolean {
  if (!start || !end) return true;
  return daysBetween(start, end) <= 1;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

export function fareCaps(raw: RawBalance, rules: FareCapRule[]): FareCaps {
  const daily = rules.find((r) => r.ruleTypeId === 1);
  const monthly = rules.find((r) => r.ruleTypeId === 2);
  return {
    ride: {
      day: { used: num(raw.iRidesFareCap), cap: daily?.rideThreshold ?? null },
      month: { used: num(raw.iRidesFareCapMonth), cap: monthly?.rideThreshold ?? null },
    },
    cash: {
      day: { used: num(raw.dCashFareCap), cap: daily?.cashThreshold ?? null },
      month: { used: num(raw.dCashFareCapMonth), cap: monthly?.cashThreshold ?? null },
    },
    paidTrip: {
      day: { used: num(raw.iPaidTripsFareCap), cap: daily?.paidTripThreshold ?? null },
      month: { used: num(raw.iPaidTripsFareCapMonth), cap: monthly?.paidTripThreshold ?? null },
    },
  };
}

/** The derived balance of spec 3 from the raw balance fields, the card and its class's fare-cap rules. */
export function deriveBalance(
  raw: RawBalance,
  card: Pick<Card, 'cardNumber' | 'cardType'>,
  rules: FareCapRule[] = [],
  today: IsoDate = todayIso(),
): Balance {
  const expiry = apiDateToIso(raw.dtFechaCaduca);
  const passStart = apiDateToIso(raw.PassStart);
  const passEnd = apiDateToIso(raw.PassEnd);
  const status = String(raw.Status ?? '');
  return {
    cardNumber: card.cardNumber,
    cardType: card.cardType,
    classId: num(raw.ClassID),
    class: String(raw.Class ?? ''),
    status,
    active: raw.bActivo === true || raw.bActivo === 1,
    expiry,
    isPassExpired: isPassExpired(passStart, passEnd),
    isCardExpired: isCardExpired(expiry, today),
    isHotlisted: isHotlistedStatus(status),
    cash: num(raw.dNumSaldo),
    rides: num(raw.smNumsaldoViaje),
    passDays: num(raw.smNumeroDias),
    passStart,
    passEnd,
    fareCaps: fareCaps(raw, rules),
  };
}
