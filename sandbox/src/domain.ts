import type { Db } from './db.ts';
import { HttpError } from './http.ts';
import { E_CASH_LIMIT_CENTS, toCents } from './money.ts';
import { addDays, addMonths, apiDate, apiNow, daysBetween, firstOfMonth, lastOfMonth, monthName, type IsoDate } from './time.ts';

export interface CardRow {
  number: string;
  type: number;
  class_id: number;
  status: string;
  suffix: number;
  active: number;
  expiry: IsoDate;
  cash_cents: number;
  rides: number;
  pass_start: IsoDate | null;
  pass_end: IsoDate | null;
  rides_cap_day: number;
  rides_cap_month: number;
  cash_cap_day_cents: number;
  cash_cap_month_cents: number;
  paid_trips_day: number;
  paid_trips_month: number;
  owner: string | null;
  label: string | null;
}

export const MOBILE_CARD_TYPE = 8;
export const PASS_AUTO_RELOAD_PRODUCT = 4095;

export const ProductType = { Cash: 0, Ride: 1, DayPass: 2, Pass: 3 } as const;

/** History operation types as the agency API writes them (spec section 4: 1/4 reload, 0/2 ride, 3/8 admin). */
export const Operation = { Ride: 0, Reload: 1, Transfer: 2, Adjustment: 3, AutoReload: 4, StatusChange: 8 } as const;

export const isCardExpired = (card: CardRow, on: IsoDate) => card.expiry <= on || card.status === 'Expired';
export const isHotlisted = (card: CardRow) => card.status === 'Hotlisted' || card.status === 'Disabled';
export const activationStatusText = (card: CardRow) => `${card.status}*${card.suffix}`;

export function findCard(db: Db, number: string, type: number): CardRow | undefined {
  return db.get<CardRow>('SELECT * FROM cards WHERE number = ? AND type = ?', [number, type]);
}

/** A card of the caller's own account; anyone else's (or none) is a 404 that reveals nothing. */
export function ownedCard(db: Db, owner: string, number: string, type?: number): CardRow {
  const card =
    type === undefined
      ? db.get<CardRow>('SELECT * FROM cards WHERE number = ? AND owner = ? ORDER BY type LIMIT 1', [number, owner])
      : db.get<CardRow>('SELECT * FROM cards WHERE number = ? AND type = ? AND owner = ?', [number, type, owner]);
  if (!card) throw new HttpError(404, `Card ${number} is not on your account`);
  return card;
}

// ---------------------------------------------------------------------------------------------
// Products. Ride packs and the auto-reload product are rows; monthly passes are made from a
// per-class template for each calendar month, with the id 100000 * class + (year - 2000) * 100 + month.

export interface Product {
  id: number;
  classId: number | null;
  type: number;
  name: string;
  priceCents: number;
  numDays: number;
  numRides: number;
  start: IsoDate | null;
  end: IsoDate | null;
  enabled: boolean;
  /** Sold on the web channel. */
  web: boolean;
  /** For passes: the month is on sale now (this month through two months ahead). */
  onSale: boolean;
}

const PASS_ID_BASE = 100_000;

export function passProductId(classId: number, month: IsoDate): number {
  return PASS_ID_BASE * classId + (Number(month.slice(0, 4)) - 2000) * 100 + Number(month.slice(5, 7));
}

function passProduct(db: Db, classId: number, month: IsoDate, on: IsoDate): Product | undefined {
  const t = db.get<{ name: string; price_cents: number }>('SELECT name, price_cents FROM pass_templates WHERE class_id = ?', [classId]);
  if (!t) return undefined;
  const start = firstOfMonth(month);
  const end = lastOfMonth(month);
  const thisMonth = firstOfMonth(on);
  return {
    id: passProductId(classId, start),
    classId,
    type: ProductType.Pass,
    name: `${monthName(start)} ${t.name}`,
    priceCents: t.price_cents,
    numDays: daysBetween(start, end) + 1,
    numRides: 0,
    start,
    end,
    enabled: true,
    web: true,
    onSale: start >= thisMonth && start <= addMonths(thisMonth, 2),
  };
}

export function findProduct(db: Db, id: number, on: IsoDate): Product | undefined {
  if (id >= PASS_ID_BASE) {
    const classId = Math.floor(id / PASS_ID_BASE);
    const rest = id % PASS_ID_BASE;
    const month = rest % 100;
    const year = 2000 + Math.floor(rest / 100);
    if (month < 1 || month > 12) return undefined;
    return passProduct(db, classId, `${year}-${String(month).padStart(2, '0')}-01`, on);
  }
  const row = db.get<{
    id: number;
    class_id: number | null;
    type: number;
    name: string;
    price_cents: number;
    num_days: number;
    num_rides: number;
    enabled: number;
    web: number;
  }>('SELECT * FROM products WHERE id = ?', [id]);
  if (!row) return undefined;
  return {
    id: row.id,
    classId: row.class_id,
    type: row.type,
    name: row.name,
    priceCents: row.price_cents,
    numDays: row.num_days,
    numRides: row.num_rides,
    start: null,
    end: null,
    enabled: row.enabled === 1,
    web: row.web === 1,
    onSale: true,
  };
}

/** What Product/GetCardProducts lists for a card class: this month's and next month's pass and the ride packs. */
export function productsForClass(db: Db, classId: number, on: IsoDate): Product[] {
  const passes = [firstOfMonth(on), addMonths(firstOfMonth(on), 1)]
    .map((m) => passProduct(db, classId, m, on))
    .filter((p): p is Product => Boolean(p));
  const rides = db
    .all<{ id: number }>('SELECT id FROM products WHERE class_id = ? AND enabled = 1 AND web = 1 ORDER BY id', [classId])
    .map((r) => findProduct(db, r.id, on)!);
  return [...passes, ...rides];
}

export function nextMonthPass(db: Db, classId: number, on: IsoDate): Product | undefined {
  return passProduct(db, classId, addMonths(firstOfMonth(on), 1), on);
}

export function rawProduct(p: Product) {
  return {
    iCodProducto: p.id,
    productId: p.id,
    tiTipoProducto: p.type,
    productTypeId: p.type,
    vchDescripcion: p.name,
    dPrecio: p.priceCents / 100,
    iNumDias: p.numDays,
    iNumBoletos: p.numRides,
    dtFechaIni: apiDate(p.start),
    dtFechaFin: apiDate(p.end),
    StartDate: apiDate(p.start),
    EndDate: apiDate(p.end),
  };
}

// ---------------------------------------------------------------------------------------------
// Cart validation (v2/Payment/ValidateCart) and the payment that applies a cart.

export interface CartError {
  cardId: string;
  productName: string | null;
  status: number;
}

export interface ValidationResult {
  status: 0 | 1;
  cardAndProductErrorsDict: Record<string, CartError[]>;
  cardErrors: CartError[];
  productErrors: CartError[];
}

export interface PricedLine {
  productId: number;
  productTypeId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  rides: number;
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface PricedCard {
  cardId: string;
  cardTypeId: number;
  lines: PricedLine[];
}

export interface CartInputLine {
  name?: string;
  productId?: number;
  quantity?: number;
  amount?: number;
}
export interface CartInputCard {
  cardId: string;
  cardTypeId: number;
  products: CartInputLine[];
}

function asRecord(v: unknown, what: string): Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, `${what} must be an object`);
  return v as Record<string, unknown>;
}

/**
 * Reads a cart from a request: the validation shape (cardId, cardTypeId, products with productId and
 * quantity or amount) or the portal's stored shape (number, type, products with price and total).
 */
export function parseCart(value: unknown): CartInputCard[] {
  if (!Array.isArray(value) || value.length === 0) throw new HttpError(400, 'cart must be a non-empty list of cards');
  return value.map((c, i) => {
    const card = asRecord(c, `cart[${i}]`);
    const cardId = String(card.cardId ?? card.number ?? '').trim();
    const cardTypeId = Number(card.cardTypeId ?? card.type);
    if (!/^\d+$/.test(cardId)) throw new HttpError(400, `cart[${i}].cardId must be a card number`);
    if (!Number.isInteger(cardTypeId)) throw new HttpError(400, `cart[${i}].cardTypeId must be a number`);
    const products = card.products;
    if (!Array.isArray(products) || products.length === 0) throw new HttpError(400, `cart[${i}].products must be a non-empty list`);
    return {
      cardId,
      cardTypeId,
      products: products.map((p, j) => {
        const line = asRecord(p, `cart[${i}].products[${j}]`);
        const productId = line.productId === undefined ? 0 : Number(line.productId);
        if (!Number.isInteger(productId) || productId < 0)
          throw new HttpError(400, `cart[${i}].products[${j}].productId must be a whole number`);
        const name = typeof line.name === 'string' ? line.name : undefined;
        const isCash = productId === 0 && Number(line.productTypeId ?? 0) === 0;
        if (isCash) {
          const raw = line.amount ?? line.price ?? line.total;
          const cents = toCents(raw);
          if (cents === null) throw new HttpError(400, `cart[${i}].products[${j}].amount must be dollars with at most two decimals`);
          return { name, productId: 0, amount: cents / 100 };
        }
        const quantity = line.quantity === undefined ? 1 : Number(line.quantity);
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99)
          throw new HttpError(400, `cart[${i}].products[${j}].quantity must be 1 to 99`);
        return { name, productId, quantity };
      }),
    };
  });
}

export function validateCart(
  db: Db,
  owner: string,
  cart: CartInputCard[],
  on: IsoDate,
): { result: ValidationResult; priced: PricedCard[]; totalCents: number } {
  const cardErrors: CartError[] = [];
  const productErrors: CartError[] = [];
  const dict: Record<string, CartError[]> = {};
  const cardAndProduct = (cardId: string, productName: string | null, status: number) => {
    (dict[cardId] ??= []).push({ cardId, productName, status });
  };
  const priced: PricedCard[] = [];
  const seen = new Set<string>();

  for (const entry of cart) {
    const key = `${entry.cardId}/${entry.cardTypeId}`;
    if (seen.has(key)) {
      cardErrors.push({ cardId: entry.cardId, productName: null, status: 2 });
      continue;
    }
    seen.add(key);
    const card = db.get<CardRow>('SELECT * FROM cards WHERE number = ? AND type = ? AND owner = ?', [
      entry.cardId,
      entry.cardTypeId,
      owner,
    ]);
    if (!card) {
      cardErrors.push({ cardId: entry.cardId, productName: null, status: 1 });
      continue;
    }
    const before = cardErrors.length;
    const cardError = (status: number) => cardErrors.push({ cardId: card.number, productName: null, status });
    if (card.suffix === 2) cardError(18);
    if (card.status === 'Hotlisted') cardError(19);
    else if (card.status === 'Disabled') cardError(21);
    else if (isCardExpired(card, on)) cardError(20);
    else if (card.status === 'Suspended' || card.active !== 1) cardError(4);
    else if (card.status === 'Not Sold') cardError(16);
    else if (card.status !== 'Active') cardError(3);
    if (cardErrors.length > before) continue;

    const lines: PricedLine[] = [];
    let cashCents = 0;
    const passes: PricedLine[] = [];
    for (const line of entry.products) {
      if (line.amount !== undefined) {
        const cents = Math.round(line.amount * 100);
        if (cents <= 0) {
          cardAndProduct(card.number, line.name ?? 'E-Cash', 3);
          continue;
        }
        cashCents += cents;
        lines.push({
          productId: 0,
          productTypeId: ProductType.Cash,
          name: 'E-Cash',
          quantity: 1,
          unitCents: cents,
          totalCents: cents,
          rides: 0,
          start: null,
          end: null,
        });
        continue;
      }
      const product = findProduct(db, line.productId!, on);
      const label = product?.name ?? line.name ?? String(line.productId);
      if (!product) {
        productErrors.push({ cardId: card.number, productName: label, status: 1 });
        continue;
      }
      if (!product.enabled) {
        productErrors.push({ cardId: card.number, productName: label, status: 3 });
        continue;
      }
      if (!product.web) {
        productErrors.push({ cardId: card.number, productName: label, status: 4 });
        continue;
      }
      if (!product.onSale) {
        productErrors.push({ cardId: card.number, productName: label, status: 2 });
        continue;
      }
      if (product.type === ProductType.Cash) {
        productErrors.push({ cardId: card.number, productName: label, status: 5 });
        continue;
      }
      if (product.classId !== null && product.classId !== card.class_id) {
        cardAndProduct(card.number, label, 4);
        continue;
      }
      const quantity = line.quantity ?? 1;
      const pricedLine: PricedLine = {
        productId: product.id,
        productTypeId: product.type,
        name: product.name,
        quantity,
        unitCents: product.priceCents,
        totalCents: product.priceCents * quantity,
        rides: product.numRides * quantity,
        start: product.start,
        end: product.end,
      };
      if (product.type === ProductType.Pass) {
        if (quantity !== 1 || passes.some((p) => p.productId === product.id)) {
          cardAndProduct(card.number, label, 7);
          continue;
        }
        if (card.pass_start && card.pass_end && card.pass_start <= product.start! && card.pass_end >= product.end!) {
          cardAndProduct(card.number, label, 1);
          continue;
        }
        if (product.end! > card.expiry) {
          cardAndProduct(card.number, label, 8);
          continue;
        }
        passes.push(pricedLine);
      }
      lines.push(pricedLine);
    }
    if (cashCents > 0 && card.cash_cents + cashCents > E_CASH_LIMIT_CENTS) cardAndProduct(card.number, 'E-Cash', 2);
    // Passes must follow each other without a gap, starting from the card's own pass if it is still running.
    let chainEnd: IsoDate | null = card.pass_end && card.pass_end >= on ? card.pass_end : null;
    for (const pass of [...passes].sort((a, b) => a.start!.localeCompare(b.start!))) {
      if (chainEnd && pass.start! > addDays(chainEnd, 1)) cardAndProduct(card.number, pass.name, 10);
      chainEnd = !chainEnd || pass.end! > chainEnd ? pass.end : chainEnd;
    }
    priced.push({ cardId: card.number, cardTypeId: card.type, lines });
  }

  const invalid = cardErrors.length > 0 || productErrors.length > 0 || Object.keys(dict).length > 0;
  const totalCents = priced.reduce((sum, c) => sum + c.lines.reduce((s, l) => s + l.totalCents, 0), 0);
  return { result: { status: invalid ? 1 : 0, cardAndProductErrorsDict: dict, cardErrors, productErrors }, priced, totalCents };
}

/** Puts paid products on their cards and writes reload history. Call inside a transaction. */
export function applyCart(db: Db, cart: PricedCard[], operation: number, label: string): void {
  const at = apiNow();
  for (const entry of cart) {
    for (const line of entry.lines) {
      const card = findCard(db, entry.cardId, entry.cardTypeId);
      if (!card) throw new HttpError(409, `Card ${entry.cardId} no longer exists`);
      if (line.productTypeId === ProductType.Cash) {
        db.run('UPDATE cards SET cash_cents = cash_cents + ? WHERE number = ? AND type = ?', [line.totalCents, card.number, card.type]);
      } else if (line.productTypeId === ProductType.Pass) {
        const continuous = card.pass_start && card.pass_end && card.pass_end >= addDays(line.start!, -1) && card.pass_start <= line.start!;
        const start = continuous ? card.pass_start! : line.start!;
        const end = continuous && card.pass_end! > line.end! ? card.pass_end! : line.end!;
        db.run('UPDATE cards SET pass_start = ?, pass_end = ? WHERE number = ? AND type = ?', [start, end, card.number, card.type]);
      } else {
        db.run('UPDATE cards SET rides = rides + ? WHERE number = ? AND type = ?', [line.rides, card.number, card.type]);
      }
      db.run('INSERT INTO history (card_number, card_type, op_type, product, operation, amount_cents, at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        card.number,
        card.type,
        operation,
        line.quantity > 1 ? `${line.name} x${line.quantity}` : line.name,
        label,
        line.totalCents,
        at,
      ]);
    }
  }
}
