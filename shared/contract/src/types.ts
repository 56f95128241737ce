/**
 * The domain types of spec section 3, as the portal works with them (the API's raw names live in @portal/kit's
 * api/raw.ts). They are part of the runtime contract because sections and the shell exchange these values: through
 * the one SWR cache (a balance the shell's card header asked for is read by the Balance tab) and the selected card.
 */
/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface Card {
  cardNumber: string;
  cardType: number;
  /** Optional label. */ userName: string;
}
export interface CardType {
  id: number;
  description: string;
}
export const MOBILE_CARD_TYPE = 8;

export interface FareCapUsage {
  used: number;
  cap: number | null;
}
export interface FareCaps {
  ride: { day: FareCapUsage; month: FareCapUsage };
  cash: { day: FareCapUsage; month: FareCapUsage };
  paidTrip: { day: FareCapUsage; month: FareCapUsage };
}

export interface Balance {
  cardNumber: string;
  cardType: number;
  classId: number;
  class: string;
  status: string;
  active: boolean;
  expiry: IsoDate | null;
  isPassExpired: boolean;
  isCardExpired: boolean;
  isHotlisted: boolean;
  cash: number;
  rides: number;
  passDays: number;
  passStart: IsoDate | null;
  passEnd: IsoDate | null;
  fareCaps: FareCaps;
}

export interface FareCapRule {
  ruleTypeId: 1 | 2;
  cashThreshold: number;
  rideThreshold: number;
  paidTripThreshold: number;
}

export type HistoryKind = 'reload' | 'ride' | 'admin';
export interface HistoryEntry {
  operationType: number;
  kind: HistoryKind | null;
  product: string;
  operation: string;
  amount: number | null;
  date: string;
  busNumber: string;
  routeNumber: string;
  stop: string;
}

export const ProductType = { Cash: 0, Ride: 1, DayPass: 2, Pass: 3 } as const;
export interface Product {
  productId: number;
  productTypeId: number;
  name: string;
  price: number;
  days: number;
  rides: number;
  dtFechaIni: string | null;
  dtFechaFin: string | null;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
}

export interface PersonalDetails {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: IsoDate | null;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  cityCode: number;
  postal: string;
  notes: string;
}
export interface ClientCard extends PersonalDetails {
  clientCardId: number;
}
export interface PersonalInfo extends PersonalDetails {
  customerCode: number;
  nip: string;
}

export interface SavedPaymentCard {
  cardId: string;
  cardNumber: string;
  isDefault: boolean;
  email: string;
  transactionTag: string;
  authCode: string;
}

export const TriggerType = { RidesThreshold: 0, RidesDays: 1, CashThreshold: 2, CashDays: 3, PassDays: 4 } as const;
export interface AutoReloadRule {
  id: number;
  triggerType: number;
  description: string;
  ridesThreshold: number | null;
  cashThreshold: number | null;
  cashToReload: number | null;
  daysToReload: number | null;
  productId: number | null;
  product: string;
  price: number | null;
  active: boolean;
}

export interface CartError {
  cardId: string;
  productName: string | null;
  status: number;
}
export interface CartValidation {
  status: number;
  cardAndProductErrors: CartError[];
  cardErrors: CartError[];
  productErrors: CartError[];
}

export interface HostedPaymentStart {
  paymentPageUrl: string;
  login: string;
  fpHash: string;
  fpTimestamp: string;
  fpSequence: string;
  transactionId: string;
}
export interface SavedCardPaymentResult {
  paymentResult: string;
  transactionKey: string;
}

export const MobileDeletionStatus = { Success: 0, Failure: 1, UserNotFound: 2, CardNotFound: 3 } as const;

export interface Banner {
  title: string;
  body: string;
  type: 'error' | 'warning' | 'info' | 'success';
  link: string;
}
