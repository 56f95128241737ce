/**
 * Typed functions for every call of spec section 7. Each maps the raw response to the domain types of spec 3;
 * each `keys` entry is the SWR key (the API path) the shell and every remote share.
 */
import { ApiError, type ApiClient, type Query } from '@portal/contract';
import type * as Raw from './raw';
import { deriveBalance } from '../domain/balance';
import { apiDateToIso } from '../domain/dates';
import { classifyOperation } from '../domain/history';
import { isRecord } from '../rules/isRecord';
import type {
  AutoReloadRule,
  Balance,
  Card,
  CardType,
  CartError,
  CartValidation,
  ClientCard,
  FareCapRule,
  HistoryEntry,
  HostedPaymentStart,
  PersonalDetails,
  PersonalInfo,
  Product,
  SavedCardPaymentResult,
  SavedPaymentCard,
  Banner,
} from '@portal/contract';
import { MOBILE_CARD_TYPE } from '@portal/contract';
import { st } from '../i18n';

import { isListedCard, str, toCard } from './cardAnswer';
import { toBanner } from '../config/banner';

export { toBanner };

/** The mobile app's variant of an API path (…/GetClienteTarjetaMobile, …/GetPersonalInfoMobile). */
const MOBILE_VARIANT = 'Mobile';

/**
 * Answers are checked before use: an answer that is not the object or list the spec describes is a clear failure
 * (the section shows it with Retry), never a crash further down; entries of a list that are not objects, or lack
 * what identifies them, are left out. Text fields that are not text read as empty.
 */
export function malformedAnswer(path: string): ApiError {
  return new ApiError(0, st('api.malformed', { path: path.split('?')[0]! }));
}
export function objectAnswer<T>(path: string, value: unknown): T {
  if (!isRecord(value)) throw malformedAnswer(path);
  return value as T;
}
export function listAnswer<R, T>(path: string, value: unknown, map: (raw: R) => T, keep: (item: T) => boolean = () => true): T[] {
  if (!Array.isArray(value)) throw malformedAnswer(path);
  return value
    .filter(isRecord)
    .map((r) => map(r as R))
    .filter(keep);
}
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
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
const toCartErrors = (list: unknown): CartError[] =>
  (Array.isArray(list) ? list : []).filter(isRecord).map((e) => ({
    cardId: str(e.cardId),
    productName: typeof e.productName === 'string' ? e.productName : null,
    status: Number(e.status),
  }));
export const toCartValidation = (r: Raw.RawCartValidation): CartValidation => ({
  status: Number(r.status),
  cardAndProductErrors: toCartErrors(
    Array.isArray(r.cardAndProductErrorsDict)
      ? r.cardAndProductErrorsDict
      : isRecord(r.cardAndProductErrorsDict)
        ? Object.values(r.cardAndProductErrorsDict).flat()
        : [],
  ),
  cardErrors: toCartErrors(r.cardErrors),
  productErrors: toCartErrors(r.productErrors),
});

/** Body of the client-card and personal-info updates, from the form's details (spec 3 mapping). */
function personBody(p: PersonalDetails) {
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

export interface CartRequestCard {
  cardId: string;
  cardTypeId: number;
  products: Array<{ name: string; productId: number; quantity: number } | { name: string; productId: 0; amount: number }>;
}

/** Spec 7 Threshold/SaveThresholdReload. */
export interface SaveThresholdRequest {
  iCodTarjeta: string;
  iCodTipoTarjeta: number;
  triggerType: number;
  cash_Threshold: number | null;
  cash_To_Reload: number | null;
  rides_Threshold: number | null;
  days_To_Reload: number | null;
  product_To_Reload: number | null;
  vchDescripcion: string;
}

export interface PaymentRequest {
  userName: string;
  name: string;
  productList: string;
  total: number;
  transactionDate: string;
}

/** Spec 9: suspend and deletion requests carry DeviceId 2, DeviceTypeId 16, EmployeeId 0. */
export const DEVICE = { DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0 } as const;

export function createPortalApi(client: ApiClient) {
  const get = <T>(path: string, query?: Query, auth = true) => client.request<T>('GET', path, { query, auth });
  const send = <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    opts: { query?: Query; auth?: boolean; quiet?: boolean } = {},
  ) => client.request<T>(method, path, { body, ...opts });
  const clientVariant = (cardType: number) => (cardType === MOBILE_CARD_TYPE ? MOBILE_VARIANT : '');

  const keys = {
    cards: (userName: string) => client.key('Card/GetCards', { userName }),
    cardTypes: () => client.key('Card/GetCardTypesWeb'),
    balance: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key('Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType }),
    history: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key('Card/GetHistory', { cardNumber: c.cardNumber, cardType: c.cardType }),
    fareCaps: (cardType: number, classType: number) => client.key('Card/GetCardFareCap', { cardType, classType }),
    products: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key('Product/GetCardProducts', { cardNumber: c.cardNumber, cardType: c.cardType, productTableDeviceType: 5 }),
    clientCard: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key(`Clients/GetClienteTarjeta${clientVariant(c.cardType)}`, { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType }),
    personalInfo: (email: string, mobile = false) => client.key(`PersonalInfo/GetPersonalInfo${mobile ? MOBILE_VARIANT : ''}`, { email }),
    savedCards: (email: string) => client.key('CreditCard/Get_Credit_Debit_Cards', { email }),
    hasDefaultCard: (email: string) => client.key('CreditCard/Check_For_Default_Credit_Debit_Card', { email }),
    defaultCard: (email: string) => client.key('CreditCard/Get_Default_Credit_Debit_Card', { email }),
    rules: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key('Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }),
    nextMonthPrice: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
      client.key('Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType }),
  };

  return {
    keys,
    cards: {
      list: async (userName: string) =>
        listAnswer('Card/GetCards', await get<unknown>('Card/GetCards', { userName }), toCard, isListedCard),
      types: async () =>
        listAnswer('Card/GetCardTypesWeb', await get<unknown>('Card/GetCardTypesWeb'), toCardType, (t) => Number.isFinite(t.id)),
      rawBalance: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
        get<Raw.RawBalance>('Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType }),
      fareCapRules: async (cardType: number, classType: number) =>
        listAnswer('Card/GetCardFareCap', await get<unknown>('Card/GetCardFareCap', { cardType, classType }), toFareCapRule),
      /** The derived balance, with the fare caps of the card's class. */
      balance: async (c: Pick<Card, 'cardNumber' | 'cardType'>): Promise<Balance> => {
        const raw = objectAnswer<Raw.RawBalance>(
          'Card/GetCardBalance',
          await get<unknown>('Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType }),
        );
        const rules = listAnswer(
          'Card/GetCardFareCap',
          await get<unknown>('Card/GetCardFareCap', { cardType: c.cardType, classType: raw.ClassID }),
          toFareCapRule,
        );
        return deriveBalance(raw, c, rules);
      },
      history: async (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
        listAnswer(
          'Card/GetHistory',
          await get<unknown>('Card/GetHistory', { cardNumber: c.cardNumber, cardType: c.cardType }),
          toHistoryEntry,
        ),
      reloadable: async () =>
        listAnswer('Card/ReloadCardCustomer', await get<unknown>('Card/ReloadCardCustomer'), toCard, (c) => c.cardNumber !== ''),
      assign: (userName: string, cardNumber: string, cardType: number) =>
        send<unknown>('POST', 'Card/AssignCardToUser', { userName, cardNumber, cardType }),
      /** The activation status text, e.g. 'Active*1' (the suffix after '*': 2 = corporate). */
      activationStatus: (cardNumber: string, cardType: number) => get<string>('Card/GetCardActivationStatus', { cardNumber, cardType }),
      isAssigned: (cardNumber: string, cardType: number) => get<boolean>('Card/IsAssigned', { cardNumber, cardType }),
      remove: (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
        send<unknown>('PUT', 'Card/RemoveCardFromWebsiteAccount', { cardNumber: c.cardNumber, cardType: c.cardType }),
      /** TargetStatus 1 activates, 0 suspends; answers 0 success, 1 failure, 2 card error. */
      suspendActivate: async (c: Pick<Card, 'cardNumber' | 'cardType'>, target: 'Suspend' | 'Activate') =>
        Number(
          objectAnswer<{ status: unknown }>(
            'v2/Card/SuspendActivateCard',
            await send<unknown>('POST', 'v2/Card/SuspendActivateCard', {
              SuspendActivateCardRequestItems: [
                { CardId: c.cardNumber, CardTypeId: c.cardType, TargetStatus: target === 'Activate' ? 1 : 0 },
              ],
              ...DEVICE,
              ProcessId: 0,
            }),
          ).status,
        ),
    },
    products: {
      forCard: async (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
        listAnswer(
          'Product/GetCardProducts',
          await get<unknown>('Product/GetCardProducts', { cardNumber: c.cardNumber, cardType: c.cardType, productTableDeviceType: 5 }),
          toProduct,
          (p) => Number.isFinite(p.productId) && Number.isFinite(p.productTypeId) && finite(p.price),
        ),
    },
    clients: {
      get: async (c: Pick<Card, 'cardNumber' | 'cardType'>) => {
        const path = `Clients/GetClienteTarjeta${clientVariant(c.cardType)}`;
        return toClientCard(
          objectAnswer<Raw.RawClientCard>(path, await get<unknown>(path, { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType })),
        );
      },
      update: async (c: Pick<Card, 'cardNumber' | 'cardType'>, clientCardId: number, details: PersonalDetails) =>
        Number(
          objectAnswer<{ iCodClienteTarjeta: unknown }>(
            'Clients/UpdateCatClientesTarjetas',
            await send<unknown>('PUT', `Clients/UpdateCatClientesTarjetas${clientVariant(c.cardType)}`, {
              iCodClienteTarjeta: clientCardId,
              iCodtarjeta: c.cardNumber,
              cardType: c.cardType,
              ...personBody(details),
            }),
          ).iCodClienteTarjeta,
        ),
      link: (c: Pick<Card, 'cardNumber' | 'cardType'>, clientCardId: number) =>
        send<unknown>('PUT', 'Clients/SetCardToClient', {
          iCodClienteTarjeta: clientCardId,
          iCodtarjeta: c.cardNumber,
          cardType: c.cardType,
        }),
    },
    personalInfo: {
      get: async (email: string, mobile = false) => {
        const path = `PersonalInfo/GetPersonalInfo${mobile ? MOBILE_VARIANT : ''}`;
        return toPersonalInfo(objectAnswer<Raw.RawPersonalInfo>(path, await get<unknown>(path, { email })));
      },
      add: (customerCode: number, details: PersonalDetails, nip = '') =>
        send<{ customerCode: number }>('PUT', 'PersonalInfo/AddPersonalInfoWeb', { customerCode, ...personBody(details), nip }),
      update: (customerCode: number, details: PersonalDetails, nip = '') =>
        send<{ customerCode: number }>('PUT', 'PersonalInfo/UpdatePersonalInfoWeb', { customerCode, ...personBody(details), nip }),
    },
    savedCards: {
      list: async (email: string) =>
        listAnswer(
          'CreditCard/Get_Credit_Debit_Cards',
          await get<unknown>('CreditCard/Get_Credit_Debit_Cards', { email }),
          toSavedCard,
          (c) => c.cardId !== '',
        ),
      hasDefault: (email: string) => get<boolean>('CreditCard/Check_For_Default_Credit_Debit_Card', { email }),
      getDefault: async (email: string) => {
        const r = await get<Raw.RawSavedCard | null>('CreditCard/Get_Default_Credit_Debit_Card', { email });
        return r ? toSavedCard(r) : null;
      },
      save: async (card: {
        cardId: string;
        email: string;
        cardNumber: string;
        transactionTag: string;
        authCode: string;
        isDefault: boolean;
      }) =>
        toSavedCard(
          await send<Raw.RawSavedCard>(
            'POST',
            'CreditCard/Save_Credit_Debit_Card',
            {
              card_ID: card.cardId,
              email: card.email,
              card_Number: card.cardNumber,
              transaction_Tag: card.transactionTag,
              auth_Code: card.authCode,
              default_Card: card.isDefault ? 1 : 0,
            },
            // The caller says why a card was not saved (the API refuses one that is not from an approved payment of
            // this customer's: docs/payments.md).
            { quiet: true },
          ),
        ),
      /** Spec 4: first clear the default flag on all saved cards, then set the chosen one. */
      setDefault: async (email: string, card: SavedPaymentCard) => {
        const body = {
          card_ID: card.cardId,
          email,
          card_Number: card.cardNumber,
          transaction_Tag: card.transactionTag,
          auth_Code: card.authCode,
          default_Card: 1,
        };
        await send('PUT', 'CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', { ...body, default_Card: 0 });
        await send('PUT', 'CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', body);
      },
      remove: (email: string, cardId: string) =>
        send<unknown>('DELETE', 'CreditCard/Delete_Credit_Debit_Card', undefined, { query: { Card_ID: cardId, userAccount: email } }),
    },
    rules: {
      list: async (c: Pick<Card, 'cardNumber' | 'cardType'>) =>
        listAnswer(
          'Threshold/GetThresholdReload',
          await get<unknown>('Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }),
          toRule,
          (r) => Number.isFinite(r.id),
        ),
      /** Spec 4: activating first switches all rules of the card off, then turns the chosen one on. */
      setActive: async (c: Pick<Card, 'cardNumber' | 'cardType'>, rule: AutoReloadRule, active: boolean) => {
        if (active)
          await send('PUT', 'Threshold/SetAllThresholdReloadEnabledFalse', {
            iCodTarjeta: c.cardNumber,
            iCodTipoTarjeta: c.cardType,
            vchDescripcion: rule.description,
          });
        await send('PUT', 'Threshold/SetThresholdReloadEnabled', {
          iCodReloadThreshold: rule.id,
          tiEstatusReg: active ? 1 : 0,
          vchDescripcion: rule.description,
        });
      },
      /** The body comes from saveThresholdRequest (remote-reload's autoreload/model/ruleForm.ts), one per dialog tab. */
      save: async (body: SaveThresholdRequest) => toRule(await send<Raw.RawThreshold>('POST', 'Threshold/SaveThresholdReload', body)),
      remove: (ruleId: number) =>
        send<unknown>('DELETE', 'Threshold/DeleteThresholdReload', undefined, { query: { iCodReloadThreshold: ruleId } }),
      nextMonthPrice: async (c: Pick<Card, 'cardNumber' | 'cardType'>) => {
        const r = await get<unknown>('Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType });
        if (!isRecord(r)) return null;
        const product = toProduct(r as unknown as Raw.RawProduct);
        return Number.isFinite(product.productId) && finite(product.price) ? product : null;
      },
    },
    comments: {
      send: (cardId: string, comment: string, email: string) => send<unknown>('POST', 'Comments/SendComment', { cardId, comment, email }),
    },
    payments: {
      /** Spec 3: paymentMethodId 0, productTableDeviceTypeId 5, targetCardClassId 0. */
      validateCart: async (cart: CartRequestCard[]) =>
        toCartValidation(
          objectAnswer<Raw.RawCartValidation>(
            'v2/Payment/ValidateCart',
            await send<unknown>('POST', 'v2/Payment/ValidateCart', {
              cart: cart.map((c) => ({ ...c, targetCardClassId: 0 })),
              paymentMethodId: 0,
              productTableDeviceTypeId: 5,
            }),
          ),
        ),
      startHosted: async (p: PaymentRequest): Promise<HostedPaymentStart> => {
        const r = objectAnswer<Raw.RawHostedStart>(
          'Payments/StartPaymentTransaction',
          await send<unknown>('POST', 'Payments/StartPaymentTransaction', p),
        );
        // The browser is sent to this address: only an http(s) payment page, never a script URL.
        let page: URL;
        try {
          page = new URL(String(r.PaymentPageUrl));
        } catch {
          throw malformedAnswer('Payments/StartPaymentTransaction');
        }
        if (page.protocol !== 'https:' && page.protocol !== 'http:') throw malformedAnswer('Payments/StartPaymentTransaction');
        return {
          paymentPageUrl: page.href,
          login: str(r.Xlogin),
          fpHash: str(r.Xfphash),
          fpTimestamp: str(r.Xfptimestamp),
          fpSequence: str(r.Xfpsequence),
          transactionId: str(r.TransactionId),
        };
      },
      payWithSavedCard: async (p: PaymentRequest): Promise<SavedCardPaymentResult> => {
        const r = objectAnswer<Raw.RawSavedCardPayment>(
          'Payments/PaymentWithSavedCreditCard',
          await send<unknown>('POST', 'Payments/PaymentWithSavedCreditCard', p),
        );
        return { paymentResult: str(r.PaymentResult), transactionKey: str(r.TransactionKey) };
      },
      sendReceipt: (transactionKey: string) => get<unknown>('Payments/SendReceiptEmail', { transactionKey }),
    },
    account: {
      changePassword: (b: { userId: string; email: string; currentPassword: string; password: string; token: string }) =>
        send<Raw.RawSuccess>('POST', 'UserLogin/ChangePassword', b),
      identityTest: () => get<unknown>('IdentityTest/Test'),
      /** First and last name are sent only if not blank (spec 5). Answers the Status of spec 3. */
      requestMobileDeletion: async (names: { firstName?: string; lastName?: string }) => {
        const body: Record<string, unknown> = { ...DEVICE };
        if (names.firstName?.trim()) body.FirstName = names.firstName.trim();
        if (names.lastName?.trim()) body.LastName = names.lastName.trim();
        return Number(
          objectAnswer<{ Status: unknown }>(
            'v2/Mobile/RequestMobileAccountDeletion',
            await send<unknown>('POST', 'v2/Mobile/RequestMobileAccountDeletion', body),
          ).Status,
        );
      },
    },
    /** The calls without the bearer token (same base). Callers show their own failures on the page. */
    public: {
      login: (email: string, password: string) =>
        send<Raw.RawSuccess>('POST', 'UserLogin/Login', { email, password }, { auth: false, quiet: true }),
      register: (email: string, password: string) =>
        send<Raw.RawSuccess>('POST', 'UserLogin/Register', { email, password }, { auth: false, quiet: true }),
      forgot: (email: string) => client.request<Raw.RawSuccess>('GET', 'UserLogin/Forgot', { query: { email }, auth: false, quiet: true }),
      resetPassword: (userId: string, password: string, token: string) =>
        send<Raw.RawSuccess>('POST', 'UserLogin/ResetPassword', { userId, password, token }, { auth: false, quiet: true }),
      confirmUser: (userId: string, token: string) =>
        send<Raw.RawSuccess>('POST', 'UserLogin/ConfirmUser', { userId, token }, { auth: false, quiet: true }),
      verifyRecaptcha: (token: string) =>
        client.request<{ success: boolean }>('GET', 'Recaptcha/VerifySite', { query: { token }, auth: false, quiet: true }),
      confirmMobileUser: (userId: string, token: string) =>
        send<Raw.RawSuccess>('POST', 'Mobile/ConfirmMobileUser', { userId, token }, { auth: false, quiet: true }),
      deleteMobileUserToken: (userId: string, token: string, currentDate: string) =>
        send<unknown>('DELETE', 'Mobile/DeleteMobileUserToken', undefined, {
          query: { userId, token, currentDate },
          auth: false,
          quiet: true,
        }),
      checkMobileUserToken: (userId: string, token: string, currentDate: string) =>
        client.request<unknown>('GET', 'Mobile/CheckMobileUserToken', { query: { userId, token, currentDate }, auth: false, quiet: true }),
      resetMobileSession: (userId: string) =>
        client.request<unknown>('GET', 'Mobile/ResetMobileSession', { query: { userId }, auth: false, quiet: true }),
      resetMobilePassword: (b: { userId: string; token: string; password: string; currentPassword: string; email: string }) =>
        send<Raw.RawSuccess>('POST', 'MobileLogin/ResetPassword', b, { auth: false, quiet: true }),
      /** The separate legacy authentication API (used only with legacy authentication switched on). */
      legacyAuthenticate: async (email: string, password: string) =>
        (
          await client.request<{ token: string }>('GET', 'LoginCustomers/authenticate', {
            auth: false,
            quiet: true,
            headers: { Authorization: `Basic ${btoa(unescape(encodeURIComponent(`${email}:${password}`)))}` },
          })
        ).token,
    },
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;

/** GET the banner file, without the bearer token; no banner when it is missing or unreadable. */
export async function fetchBanner(url: string, signal?: AbortSignal): Promise<Banner | null> {
  try {
    const res = await fetch(url, { signal, credentials: 'omit' });
    return res.ok ? toBanner(await res.json()) : null;
  } catch {
    return null;
  }
}
