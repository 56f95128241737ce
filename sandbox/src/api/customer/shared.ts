/** What the customer API's route modules share: ownership checks, field rules, the rows they read. */
import type { Response } from 'express';
import type { PasswordPolicy } from '../../accounts.ts';
import { caller } from '../../auth.ts';
import type { SandboxConfig } from '../../config.ts';
import type { Db } from '../../db.ts';
import { isCardExpired, isHotlisted, MOBILE_CARD_TYPE, type CardRow } from '../../domain.ts';
import { HttpError, int, str } from '../../http.ts';
import { today } from '../../time.ts';

/** What every route module of the customer API is given. */
export interface CustomerContext {
  db: Db;
  config: SandboxConfig;
  policy: PasswordPolicy;
}

export const NO_PASS = '1900-01-01T00:00:00';

/** 403 unless the named account is the caller's own. */
export function sameAccount(res: Response, named: string, field: string): string {
  const me = caller(res).username;
  if (named.trim().toLowerCase() !== me) throw new HttpError(403, `${field} must be your own account`);
  return me;
}

/** The client calls have a Mobile variant for card type 8; each variant takes only its own cards. */
export function clientVariantType(type: number, mobile: boolean): number {
  if (mobile !== (type === MOBILE_CARD_TYPE))
    throw new HttpError(400, mobile ? 'The Mobile variant is for card type 8' : 'Card type 8 uses the Mobile variant');
  return type;
}

export function assertActionable(card: CardRow): void {
  if (isHotlisted(card)) throw new HttpError(409, `Card ${card.number} is hotlisted: no actions can be performed on this card`);
  if (isCardExpired(card, today())) throw new HttpError(409, `Card ${card.number} is expired: no actions can be performed on this card`);
}

export const validPostal = (s: string) => /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(s);
export const validPhone = (s: string) => /^[1-9]\d{2}[- ]?\d{3}[- ]?\d{4}$/.test(s);
export const validEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export function personFields(b: Record<string, unknown>) {
  const p = {
    name: str(b, 'name', { max: 60 }),
    paterno: str(b, 'paterno', { optional: true, max: 60 }),
    materno: str(b, 'materno', { max: 60 }),
    birthDate: str(b, 'birthDate').slice(0, 10),
    email: str(b, 'email', { max: 120 }).toLowerCase(),
    phone: str(b, 'phone', { max: 20 }),
    address: str(b, 'address', { optional: true, max: 120 }),
    city: str(b, 'city', { optional: true, max: 60 }),
    state: str(b, 'state', { optional: true, max: 60 }),
    country: str(b, 'country', { optional: true, max: 60 }),
    cityCode: int(b, 'cityCode', { optional: true }) || 0, // NaN (absent) becomes 0
    zipCode: str(b, 'zipCode', { max: 10 }).toUpperCase(),
    notes: str(b, 'notes', { optional: true, max: 500 }),
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) || p.birthDate < '1900-01-01' || p.birthDate > today())
    throw new HttpError(400, 'birthDate: Please enter a valid date');
  if (!validEmail(p.email)) throw new HttpError(400, 'email is not a valid e-mail address');
  if (!validPhone(p.phone)) throw new HttpError(400, 'phone: A valid phone number is required');
  if (!validPostal(p.zipCode)) throw new HttpError(400, 'zipCode: A valid postal code is required');
  return p;
}

export interface ClientRow {
  id: number;
  channel: string;
  owner: string;
  nombre: string;
  paterno: string;
  materno: string;
  nacimiento: string;
  correo: string;
  telefono: string;
  direccion: string;
  city: string;
  state: string;
  country: string;
  cod_ciudad: number;
  cp: string;
  nota: string;
}

export interface CreditCardRow {
  id: number;
  card_id: string;
  email: string;
  card_number: string;
  default_card: number;
  transaction_tag: string;
  auth_code: string;
}

/** The customer's default saved payment card, if any. */
export const defaultCard = (db: Db, email: string) =>
  db.get<CreditCardRow>('SELECT * FROM credit_cards WHERE email = ? AND default_card = 1', [email]);

export const rawCreditCard = (c: CreditCardRow) => ({
  Card_ID: c.card_id,
  Card_Number: c.card_number,
  Default_Card: c.default_card,
  email: c.email,
  transaction_Tag: c.transaction_tag,
  auth_Code: c.auth_code,
});

export interface ThresholdRow {
  id: number;
  card_number: string;
  card_type: number;
  trigger_type: number;
  description: string;
  rides_threshold: number | null;
  cash_threshold_cents: number | null;
  cash_to_reload_cents: number | null;
  days_to_reload: number | null;
  product_id: number | null;
  price_cents: number | null;
  status: number;
}
