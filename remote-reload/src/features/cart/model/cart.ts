/**
 * The cart (spec 3 'Cart', spec 4 'Cart', spec 5 'Cart and reload', spec 8 cart toasts and validation codes) as
 * pure functions. The stored shape is the spec's: a list of cards, each {number, type, products[…]}.
 *
 * The cart feature's own rules (remote-reload): stateless, unit-tested in cart.test.ts. Values that have an identity
 * (contexts, storage keys) come from '@portal/contract', so they are the page's one instance. Where the cart is kept:
 * ./store; what only checkout and the result pages need: ./checkout, which loads with the cart dialog.
 */
import { formatMoney, isRecord, todayIso } from '@portal/kit';
import { ProductType, type Card, type IsoDate, type Product } from '@portal/contract';
import { cartT, cartTexts } from './i18n';

export interface CartLine {
  productId: number;
  /** 0 cash, 1 ride, 2 day pass, 3 pass. */
  productTypeId: number;
  name: string;
  quantity: number;
  /** Unit price in dollars; for E-Cash the amount. */
  price: number;
  total: number;
  // Passes only (spec 3): the product's dates and days.
  dtFechaIni?: string | null;
  dtFechaFin?: string | null;
  startDate?: IsoDate | null;
  endDate?: IsoDate | null;
  days?: number;
}

export interface CartCard {
  number: string;
  type: number;
  products: CartLine[];
}
export type Cart = CartCard[];
export type CardRef = Pick<Card, 'cardNumber' | 'cardType'>;

/** The most of one product a line can hold (the API refuses more than 99). */
export const MAX_QUANTITY = 99;

/** The cart's texts of spec 8, in the page's language. */
export const CART_TEXT = cartTexts({
  empty: 'cart.empty',
  validationError: 'cart.validationError',
  passExpiryTitle: 'cart.passExpiryTitle',
  passExpiryDetail: 'cart.passExpiryDetail',
  unexpected: 'cart.unexpected',
});

/** Toast durations of spec 9 ('Toast times in the cart'). */
export const CART_TOAST_MS = { added: 2000, duplicate: 4000, passExpiry: 5000, validation: 2500, cashLimit: 4000 } as const;

// ------------------------------------------------------------------ money, in whole cents so sums are exact

export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (c: number) => c / 100;
export const sumDollars = (values: number[]) => dollars(values.reduce((s, v) => s + cents(v), 0));

// ------------------------------------------------------------------ lines

export const isCashLine = (l: Pick<CartLine, 'productId' | 'productTypeId'>) => l.productId === 0 && l.productTypeId === ProductType.Cash;
/** Passes (monthly and day passes) are bought one at a time: no quantity stepper, never twice on one card. */
export const isPassLine = (l: Pick<CartLine, 'productTypeId'>) =>
  l.productTypeId === ProductType.Pass || l.productTypeId === ProductType.DayPass;
/** Only non-pass, non-cash lines have a quantity stepper (spec 2 'Cart dialog'). */
export const hasQuantityStepper = (l: CartLine) => !isCashLine(l) && !isPassLine(l);

export function lineFromProduct(product: Product, quantity: number): CartLine {
  const base = { productId: product.productId, productTypeId: product.productTypeId, name: product.name, price: product.price };
  if (isPassLine(product)) {
    return {
      ...base,
      quantity: 1,
      total: product.price,
      dtFechaIni: product.dtFechaIni,
      dtFechaFin: product.dtFechaFin,
      startDate: product.startDate,
      endDate: product.endDate,
      days: product.days,
    };
  }
  return { ...base, quantity, total: dollars(cents(product.price) * quantity) };
}

/** The E-Cash line (spec 3): productId 0, productTypeId 0, name 'E-Cash', price equal to the amount. */
export function eCashLine(amount: number): CartLine {
  return { productId: 0, productTypeId: ProductType.Cash, name: 'E-Cash', quantity: 1, price: amount, total: amount };
}

// ------------------------------------------------------------------ the cart as a whole

const sameCard = (c: CartCard, card: CardRef) => c.number === card.cardNumber && c.type === card.cardType;

/** Count and total are sums over all lines (spec 3): the count adds quantities, so '10 E-Rides' ×2 counts 2. */
export const cartCount = (cart: Cart) => cart.reduce((n, c) => n + c.products.reduce((m, l) => m + l.quantity, 0), 0);
export const cartTotal = (cart: Cart) => sumDollars(cart.flatMap((c) => c.products.map((l) => l.total)));
export const cardTotal = (card: CartCard) => sumDollars(card.products.map((l) => l.total));

/** The E-Cash already in the cart for a card. */
export const cashInCart = (cart: Cart, card: CardRef) =>
  sumDollars(cart.filter((c) => sameCard(c, card)).flatMap((c) => c.products.filter(isCashLine).map((l) => l.total)));

function withCardProducts(cart: Cart, card: CardRef, products: (current: CartLine[]) => CartLine[]): Cart {
  const existing = cart.find((c) => sameCard(c, card));
  const next = products(existing?.products ?? []);
  if (!existing) return next.length ? [...cart, { number: card.cardNumber, type: card.cardType, products: next }] : cart;
  // Removing the last product of a card removes the card (spec 4).
  return next.length ? cart.map((c) => (c === existing ? { ...c, products: next } : c)) : cart.filter((c) => c !== existing);
}

// ------------------------------------------------------------------ adding

export interface CartToast {
  title: string;
  detail?: string;
  ms: number;
}
export type AddOutcome = { ok: true; cart: Cart; toast: string } | { ok: false; toast: CartToast };

export interface AddContext {
  /** The card's expiry; with it, a pass that outlasts the card is refused (spec 5). */
  cardExpiry?: IsoDate | null;
  today?: IsoDate;
  /** The E-Cash balance limit; with it, the E-Cash of one card in the cart never goes over it. */
  eCashLimit?: number;
}

function addDays(iso: IsoDate, days: number): IsoDate {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * A pass fits the card when the card expires later than the pass's last day (spec 5: 'the card expiry is later
 * than today plus the pass days'; the pass's own end date is used when the API gives it, since a monthly pass
 * bought ahead ends later than today plus its days). A pass ending on the expiry day does not fit: the card is
 * expired on that day (spec 4).
 */
export function passFitsCard(pass: Pick<CartLine, 'endDate' | 'days'>, cardExpiry: IsoDate | null, today: IsoDate = todayIso()): boolean {
  if (!cardExpiry) return true;
  const lastDay = pass.endDate ?? addDays(today, pass.days ?? 0);
  return cardExpiry > lastDay;
}

export const exceedsCashLimitText = (limit: number) => cartT('cart.exceedsCashLimit', { limit: formatMoney(limit) });

/**
 * Adds a line to a card's products (spec 4): a pass already on that card in the cart is refused; the same
 * non-pass product again raises quantity and total; E-Cash adds to the card's E-Cash line.
 */
export function addToCart(cart: Cart, card: CardRef, line: CartLine, ctx: AddContext = {}): AddOutcome {
  const current = cart.find((c) => sameCard(c, card))?.products ?? [];
  const same = current.find((l) => l.productId === line.productId && l.productTypeId === line.productTypeId);
  if (isPassLine(line)) {
    if (same) return { ok: false, toast: { title: cartT('cart.alreadyAdded', { name: line.name }), ms: CART_TOAST_MS.duplicate } };
    if (ctx.cardExpiry !== undefined && !passFitsCard(line, ctx.cardExpiry, ctx.today)) {
      return { ok: false, toast: { title: CART_TEXT.passExpiryTitle, detail: CART_TEXT.passExpiryDetail, ms: CART_TOAST_MS.passExpiry } };
    }
    return {
      ok: true,
      cart: withCardProducts(cart, card, (ps) => [...ps, { ...line, quantity: 1, total: line.price }]),
      toast: cartT('cart.added', { qty: 1, name: line.name }),
    };
  }
  if (isCashLine(line)) {
    const amount = same ? sumDollars([same.total, line.total]) : line.total;
    if (ctx.eCashLimit !== undefined && amount > ctx.eCashLimit)
      return { ok: false, toast: { title: exceedsCashLimitText(ctx.eCashLimit), ms: CART_TOAST_MS.cashLimit } };
    const merged = eCashLine(amount);
    return {
      ok: true,
      cart: withCardProducts(cart, card, (ps) => (same ? ps.map((l) => (l === same ? merged : l)) : [...ps, merged])),
      toast: cartT('cart.amountAdded', { amount: formatMoney(line.total) }),
    };
  }
  const quantity = (same?.quantity ?? 0) + line.quantity;
  if (quantity > MAX_QUANTITY)
    return { ok: false, toast: { title: cartT('cart.atMost', { max: MAX_QUANTITY, name: line.name }), ms: CART_TOAST_MS.duplicate } };
  const merged = { ...line, quantity, total: dollars(cents(line.price) * quantity) };
  return {
    ok: true,
    cart: withCardProducts(cart, card, (ps) => (same ? ps.map((l) => (l === same ? merged : l)) : [...ps, merged])),
    toast: cartT('cart.added', { qty: line.quantity, name: line.name }),
  };
}

// ------------------------------------------------------------------ changing and removing

/** Sets the quantity of a stepped line (1 to 99); passes and E-Cash keep theirs. */
export function setQuantity(cart: Cart, card: CardRef, productId: number, quantity: number): Cart {
  const q = Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));
  return withCardProducts(cart, card, (ps) =>
    ps.map((l) => (l.productId === productId && hasQuantityStepper(l) ? { ...l, quantity: q, total: dollars(cents(l.price) * q) } : l)),
  );
}

/** Removes one product; the last product of a card takes the card with it. */
export const removeProduct = (cart: Cart, card: CardRef, productId: number): Cart =>
  withCardProducts(cart, card, (ps) => ps.filter((l) => l.productId !== productId));

export const removeCard = (cart: Cart, card: CardRef): Cart => cart.filter((c) => !sameCard(c, card));

/** Keeps only the cards still on the customer's account. */
export const keepCardsOnAccount = (cart: Cart, cards: CardRef[]): Cart => cart.filter((c) => cards.some((card) => sameCard(c, card)));

// ------------------------------------------------------------------ the E-Cash amount field

export interface AmountCheck {
  amount: number;
  problem: string | null;
}

/**
 * The E-Cash amount (spec 5): dollars with at most two decimals, at least the configured reload minimum, and the
 * card's E-Cash in the cart never above the balance limit. An empty or zero amount is no problem: Add to Cart is
 * simply disabled at zero.
 */
export function checkECashAmount(text: string, opts: { minimum: number; limit: number; inCart?: number }): AmountCheck {
  // '$20', '20 $', and a decimal comma as French writes it ('20,50').
  const t = text
    .trim()
    .replace(/^\$\s*|\s*\$$/g, '')
    .replace(/^(\d*),(\d*)$/, '$1.$2');
  if (t === '') return { amount: 0, problem: null };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(t)) return { amount: 0, problem: cartT('cart.amountFormat') };
  if (/\.\d{3,}$/.test(t)) return { amount: 0, problem: cartT('cart.twoDecimals') };
  const amount = Number(t);
  if (amount === 0) return { amount: 0, problem: null };
  if (amount < opts.minimum) return { amount, problem: cartT('cart.minimum', { amount: formatMoney(opts.minimum) }) };
  if (cents(amount) + cents(opts.inCart ?? 0) > cents(opts.limit)) return { amount, problem: exceedsCashLimitText(opts.limit) };
  return { amount, problem: null };
}

/** How much more E-Cash the card can hold, from its balance and what the cart already adds (never negative). */
export const eCashRoom = (limit: number, onCard: number, inCart: number) =>
  Math.max(0, dollars(cents(limit) - cents(onCard) - cents(inCart)));

// ------------------------------------------------------------------ the stored cart

const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const isoOrNull = (v: unknown): IsoDate | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

function repairLine(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const productId = finite(raw.productId ?? raw.iCodProducto);
  if (productId === null || !Number.isInteger(productId) || productId < 0) return null;
  const productTypeId = finite(raw.productTypeId ?? raw.tiTipoProducto) ?? (productId === 0 ? ProductType.Cash : null);
  if (productTypeId === null || !Number.isInteger(productTypeId) || productTypeId < 0) return null;
  if (productId === 0 && productTypeId === ProductType.Cash) {
    const amount = finite(raw.price ?? raw.amount ?? raw.total);
    return amount !== null && amount > 0 ? eCashLine(dollars(cents(amount))) : null;
  }
  const name = typeof raw.name === 'string' ? raw.name.trim() : typeof raw.vchDescripcion === 'string' ? raw.vchDescripcion.trim() : '';
  const price = finite(raw.price ?? raw.dPrecio);
  if (!name || price === null || price < 0) return null;
  const base = { productId, productTypeId, name, price: dollars(cents(price)) };
  if (isPassLine(base)) {
    return {
      ...base,
      quantity: 1,
      total: base.price,
      dtFechaIni: typeof raw.dtFechaIni === 'string' ? raw.dtFechaIni : null,
      dtFechaFin: typeof raw.dtFechaFin === 'string' ? raw.dtFechaFin : null,
      startDate: isoOrNull(raw.startDate ?? raw.dtFechaIni),
      endDate: isoOrNull(raw.endDate ?? raw.dtFechaFin),
      days: finite(raw.days ?? raw.iNumDias) ?? 0,
    };
  }
  const q = finite(raw.quantity);
  const quantity = q === null ? 1 : Math.min(MAX_QUANTITY, Math.max(1, Math.round(q)));
  return { ...base, quantity, total: dollars(cents(base.price) * quantity) };
}

/**
 * A stored cart made safe (spec 'bad input loses nothing'): anything that is not a cart becomes an empty cart;
 * older or partial shapes (cardNumber/cardType keys, an object around the list, missing or stale totals) are
 * read; lines that cannot be understood are dropped, totals are recomputed, duplicates are merged by the cart's
 * own rules, and cards left without products are removed.
 */
export function repairCart(value: unknown): Cart {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.cards) ? value.cards : [];
  let cart: Cart = [];
  for (const rawCard of list) {
    if (!isRecord(rawCard)) continue;
    const number = String(rawCard.number ?? rawCard.cardNumber ?? rawCard.cardId ?? '').trim();
    const type = finite(rawCard.type ?? rawCard.cardType ?? rawCard.cardTypeId);
    if (!/^\d+$/.test(number) || type === null || !Number.isInteger(type)) continue;
    const card = { cardNumber: number, cardType: type };
    for (const rawLine of Array.isArray(rawCard.products) ? rawCard.products : []) {
      const line = repairLine(rawLine);
      if (!line) continue;
      const added = addToCart(cart, card, line);
      if (added.ok) cart = added.cart;
    }
  }
  return cart;
}

/** The cart from its stored text: corrupt text gives an empty cart, never an exception. */
export function parseStoredCart(text: string | null): Cart {
  if (!text) return [];
  try {
    return repairCart(JSON.parse(text));
  } catch {
    return [];
  }
}

export const serializeCart = (cart: Cart) => JSON.stringify(cart);
