/**
 * What the calls of spec section 7 share, the kit's (./calls) and each app's own (their model/api.ts): the checks of an
 * answer's shape (./answers, re-exported here), the mappings from the raw answers to the domain types of spec 3 that
 * two or more apps read, the person's body of the holder and personal-info updates, and the banner file's reading.
 */
import type * as Raw from './raw';
import { apiDateToIso } from '../domain/dates';
import { classifyOperation } from '../domain/history';
import type {
  AutoReloadRule,
  CardType,
  ClientCard,
  FareCapRule,
  HistoryEntry,
  PersonalDetails,
  PersonalInfo,
  Product,
  SavedPaymentCard,
  Banner,
} from '@portal/contract';

import { str, toCard } from './cardAnswer';
import { toBanner } from '../config/banner';

export { toBanner };

export { malformedAnswer, objectAnswer, listAnswer } from './answers';

const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

export { toCard };
export const toCardType = (r: Raw.RawCardType): CardType => ({ id: Number(r.iCodTipoTarjeta), description: str(r.vchDescripcion) });
export const toFareCapRule = (r: Raw.RawFareCapRule): FareCapRule => ({
  ruleTypeId: r.ruleTypeId === 2 ? 2 : 1,
  cashThreshold: Number(r.cashThreshold),
  rideThreshold: Number(r.rideThreshold),
  paidTripThreshold: Number(r.paidTripThreshold),
});
export const toHistoryEntry = (r: Raw.RawHistoryEntry): HistoryEntry => ({
  operationType: r.OperationType,
  kind: classifyOperation(r.OperationType),
  product: str(r.Product),
  operation: str(r.Operation),
  amount: r.Amount === null || r.Amount === undefined ? null : Number(r.Amount),
  date: str(r.CurrentDate),
  busNumber: str(r.BusNumber),
  routeNumber: str(r.RouteNumber),
  stop: str(r.Stop),
});
export const toProduct = (r: Raw.RawProduct): Product => ({
  productId: Number(r.iCodProducto ?? r.productId),
  productTypeId: Number(r.productTypeId ?? r.tiTipoProducto),
  name: str(r.vchDescripcion),
  price: Number(r.dPrecio),
  days: Number(r.iNumDias ?? 0),
  rides: Number(r.iNumBoletos ?? 0),
  dtFechaIni: r.dtFechaIni ?? null,
  dtFechaFin: r.dtFechaFin ?? null,
  startDate: apiDateToIso(r.StartDate ?? r.dtFechaIni),
  endDate: apiDateToIso(r.EndDate ?? r.dtFechaFin),
});
/** Spec 3 mapping: first name ↔ name field, middle name ↔ paterno, last name ↔ materno. */
export const toClientCard = (r: Raw.RawClientCard): ClientCard => ({
  clientCardId: r.iCodClienteTarjeta,
  firstName: str(r.vchNombre),
  middleName: str(r.vchPaterno),
  lastName: str(r.vchMaterno),
  dob: apiDateToIso(r.dtNacimiento),
  email: str(r.vchCorreo),
  phone: str(r.vchTelefono),
  address: str(r.vchDireccion),
  city: str(r.vchCity),
  state: str(r.vchState),
  country: str(r.vchCountry),
  cityCode: Number(r.smCodCiudad ?? 0),
  postal: str(r.vchCP),
  notes: str(r.vchNota),
});
export const toPersonalInfo = (r: Raw.RawPersonalInfo): PersonalInfo => ({
  customerCode: r.customerCode,
  firstName: str(r.name),
  middleName: str(r.paterno),
  lastName: str(r.materno),
  dob: apiDateToIso(r.birthDate),
  email: str(r.email),
  phone: str(r.phone),
  address: str(r.address),
  city: str(r.city),
  state: str(r.state),
  country: str(r.country),
  cityCode: Number(r.cityCode ?? 0),
  postal: str(r.zipCode),
  notes: str(r.notes),
  nip: str(r.nip),
});
export const toSavedCard = (r: Raw.RawSavedCard): SavedPaymentCard => ({
  cardId: str(r.Card_ID),
  cardNumber: str(r.Card_Number),
  isDefault: r.Default_Card === 1 || r.Default_Card === true,
  email: str(r.email),
  transactionTag: str(r.transaction_Tag),
  authCode: str(r.auth_Code),
});
export const toRule = (r: Raw.RawThreshold): AutoReloadRule => ({
  id: Number(r.iCodReloadThreshold),
  triggerType: Number(r.TriggerType),
  description: str(r.vchDescripcion),
  ridesThreshold: numOrNull(r.Rides_Threshold),
  cashThreshold: numOrNull(r.Cash_Threshold),
  cashToReload: numOrNull(r.Cash_To_Reload),
  daysToReload: numOrNull(r.Days_To_Reload),
  productId: numOrNull(r.Product_To_Reload),
  product: str(r.vchProducto),
  price: numOrNull(r.dPrecio),
  active: r.tiEstatusReg === 1,
});

/** Body of the client-card and personal-info updates, from the form's details (spec 3 mapping). */
export function personBody(p: PersonalDetails) {
  return {
    name: p.firstName,
    paterno: p.middleName,
    materno: p.lastName,
    birthDate: p.dob,
    email: p.email,
    phone: p.phone,
    address: p.address,
    city: p.city,
    state: p.state,
    country: p.country,
    cityCode: p.cityCode,
    zipCode: p.postal,
    notes: p.notes,
  };
}

/** GET the banner file, without the bearer token; no banner when it is missing or unreadable. */
export async function fetchBanner(url: string, signal?: AbortSignal): Promise<Banner | null> {
  try {
    const res = await fetch(url, { signal, credentials: 'omit' });
    return res.ok ? toBanner(await res.json()) : null;
  } catch {
    return null;
  }
}
