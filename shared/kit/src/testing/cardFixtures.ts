/**
 * A customer's cards as the agency API answers them, for component tests (not exported from the package index).
 * Dates are relative to today so expiry rules hold on any day.
 */
import type { AutoReloadRule } from '@portal/contract';
import type { RawBalance, RawCard, RawFareCapRule, RawHistoryEntry } from '../api/raw';
import { todayIso } from '../domain/dates';
import { on, type ApiRoute } from './renderWithPortal';

export const addDays = (days: number, from = new Date()) => todayIso(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
const apiDate = (iso: string) => `${iso}T00:00:00`;

export function rawBalance(over: Partial<RawBalance> = {}): RawBalance {
  return {
    ClassID: 1,
    Class: 'Adult',
    Status: 'Active',
    bActivo: true,
    dtFechaCaduca: apiDate(addDays(3 * 365)),
    PassStart: apiDate(addDays(-5)),
    PassEnd: apiDate(addDays(9)),
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
  };
}

export const FARE_CAP_RULES: RawFareCapRule[] = [
  { ruleTypeId: 1, cashThreshold: 9.75, rideThreshold: 3, paidTripThreshold: 3 },
  { ruleTypeId: 2, cashThreshold: 98, rideThreshold: 40, paidTripThreshold: 40 },
];

export const historyEntry = (op: number, date: string, over: Partial<RawHistoryEntry> = {}): RawHistoryEntry => ({
  OperationType: op,
  Product: op === 0 ? 'E-Ride' : 'E-Cash',
  Operation: op === 0 ? 'Ride' : 'Online reload',
  Amount: 3.25,
  CurrentDate: date,
  BusNumber: op === 0 ? '4101' : '',
  RouteNumber: op === 0 ? '11' : '',
  Stop: op === 0 ? 'Stop 2003' : '',
  ...over,
});

/** Routes answering GetCards, GetCardBalance, GetCardFareCap and GetHistory from the given data. */
export function cardRoutes(data: {
  cards: RawCard[];
  balances?: Record<string, RawBalance>;
  history?: Record<string, RawHistoryEntry[]>;
}): ApiRoute[] {
  return [
    on('GET', 'Card/GetCards', () => ({ body: data.cards })),
    on('GET', 'Card/GetCardBalance', (r) => {
      const b = data.balances?.[r.query.get('cardNumber') ?? ''];
      return b ? { body: b } : { status: 404, body: { message: 'Card not found' } };
    }),
    on('GET', 'Card/GetCardFareCap', () => ({ body: FARE_CAP_RULES })),
    on('GET', 'Card/GetHistory', (r) => ({ body: data.history?.[r.query.get('cardNumber') ?? ''] ?? [] })),
  ];
}

/** An auto-reload rule as the portal holds it (after the API's answer is read): inactive, no threshold, unless told. */
export function autoReloadRule(over: Partial<AutoReloadRule> = {}): AutoReloadRule {
  return {
    id: 1,
    triggerType: 0,
    description: '',
    ridesThreshold: null,
    cashThreshold: null,
    cashToReload: null,
    daysToReload: null,
    productId: null,
    product: '',
    price: null,
    active: false,
    ...over,
  };
}
