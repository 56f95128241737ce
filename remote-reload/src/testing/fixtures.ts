/** Test data for remote-reload's component tests: the agency API's answers for products and payments. */
import type { RawBalance, RawCard, RawProduct, RawThreshold } from '@portal/kit';
import { addDays, cardRoutes, rawBalance } from '@portal/kit/testing';
import { on, type RecordedRequest } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';

const monthStart = (offset: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth() + offset, 1);
};
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const monthName = (d: Date) => d.toLocaleString('en-CA', { month: 'long', year: 'numeric' });

export function passProduct(offset: number): RawProduct {
  const start = monthStart(offset);
  const end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
  return {
    iCodProducto: 100000 + (start.getFullYear() - 2000) * 100 + start.getMonth() + 1,
    tiTipoProducto: 3,
    vchDescripcion: `${monthName(start)} Adult Monthly Pass`,
    dPrecio: 98,
    iNumDias: end.getDate(),
    iNumBoletos: 0,
    dtFechaIni: `${iso(start)}T00:00:00`,
    dtFechaFin: `${iso(end)}T00:00:00`,
  };
}

export const THIS_MONTH_PASS = passProduct(0);
export const NEXT_MONTH_PASS = passProduct(1);
export const RIDES_10: RawProduct = {
  iCodProducto: 101,
  tiTipoProducto: 1,
  vchDescripcion: '10 E-Rides',
  dPrecio: 32.5,
  iNumDias: 0,
  iNumBoletos: 10,
};
export const RIDES_20: RawProduct = {
  iCodProducto: 102,
  tiTipoProducto: 1,
  vchDescripcion: '20 E-Rides',
  dPrecio: 62,
  iNumDias: 0,
  iNumBoletos: 20,
};

export const COMMUTER: RawCard = { cardNumber: '10000001', cardType: 1, userName: 'Commuter' };
export const SPARE: RawCard = { cardNumber: '10000005', cardType: 1, userName: 'Spare' };
export const HOTLISTED: RawCard = { cardNumber: '10000003', cardType: 1, userName: '' };

export const BALANCES: Record<string, RawBalance> = {
  10000001: rawBalance(),
  10000005: rawBalance({ dtFechaCaduca: `${addDays(10)}T00:00:00`, dNumSaldo: 0 }),
  10000003: rawBalance({ Status: 'Hotlisted' }),
};

/** The customer's cards, balances and products, and (optionally) the checkout calls. */
export function reloadRoutes(
  opts: {
    cards?: RawCard[];
    products?: RawProduct[];
    hasDefault?: boolean;
    rules?: RawThreshold[];
    nextPass?: RawProduct | null;
    validation?: (req: RecordedRequest) => unknown;
    extra?: ApiRoute[];
  } = {},
): ApiRoute[] {
  return [
    ...(opts.extra ?? []),
    ...cardRoutes({ cards: opts.cards ?? [COMMUTER, SPARE, HOTLISTED], balances: BALANCES }),
    on('GET', 'Product/GetCardProducts', () => ({ body: opts.products ?? [THIS_MONTH_PASS, NEXT_MONTH_PASS, RIDES_10, RIDES_20] })),
    on('GET', 'CreditCard/Check_For_Default_Credit_Debit_Card', () => ({ body: opts.hasDefault ?? true })),
    on('GET', 'Threshold/GetThresholdReload', () => ({ body: opts.rules ?? [] })),
    on('GET', 'Threshold/GetNextMonthPrice', () => ({ body: opts.nextPass === undefined ? NEXT_MONTH_PASS : opts.nextPass })),
    on('POST', 'v2/Payment/ValidateCart', (req) => ({
      body: opts.validation?.(req) ?? { status: 0, cardAndProductErrorsDict: {}, cardErrors: [], productErrors: [] },
    })),
    on('POST', 'Payments/StartPaymentTransaction', () => ({
      body: {
        PaymentPageUrl: 'https://pay.test/payment/pay',
        Xlogin: 'HCO-1',
        Xfphash: 'f00d',
        Xfptimestamp: '1700000000',
        Xfpsequence: '654321',
        TransactionId: 'T100',
      },
    })),
    on('POST', 'Payments/PaymentWithSavedCreditCard', () => ({ body: { PaymentResult: 'Payment Successful', TransactionKey: 'KEY-9' } })),
  ];
}

/** An auto-reload rule as the API answers it. */
export function rawRule(over: Partial<RawThreshold>): RawThreshold {
  return {
    iCodReloadThreshold: 1,
    TriggerType: 0,
    vchDescripcion: 'When E-Rides fall to 2, reload 10 E-Rides',
    Rides_Threshold: 2,
    Cash_Threshold: null,
    Cash_To_Reload: null,
    Days_To_Reload: null,
    Product_To_Reload: 101,
    vchProducto: '10 E-Rides',
    dPrecio: 32.5,
    tiEstatusReg: 0,
    ...over,
  };
}

/** The demo card's two seeded rules: rides (active) and cash (not active). */
export const SEEDED_RULES: RawThreshold[] = [
  rawRule({ iCodReloadThreshold: 1, tiEstatusReg: 1 }),
  rawRule({
    iCodReloadThreshold: 2,
    TriggerType: 2,
    vchDescripcion: 'When E-Cash falls to $5.00, reload $20.00',
    Rides_Threshold: null,
    Cash_Threshold: 5,
    Cash_To_Reload: 20,
    Product_To_Reload: null,
    vchProducto: 'E-Cash',
    dPrecio: 20,
  }),
];
