import crypto from 'node:crypto';
import { Router, type Response } from 'express';
import { findUserByEmail, hashPassword, passwordProblem, verifyPassword, type PasswordPolicy } from '../accounts.ts';
import { caller } from '../auth.ts';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db.ts';
import {
  activationStatusText, findCard, findProduct, isCardExpired, isHotlisted, MOBILE_CARD_TYPE, nextMonthPass, Operation,
  ownedCard, parseCart, PASS_AUTO_RELOAD_PRODUCT, productsForClass, ProductType, rawProduct, validateCart, type CardRow,
} from '../domain.ts';
import { body, cardNumber, HttpError, int, num, query, str } from '../http.ts';
import { amountString, E_CASH_LIMIT_CENTS, toCents, toDollars } from '../money.ts';
import { sendMail } from '../outbox.ts';
import { createPaymentSession, completeSavedCardPayment, receiptText } from '../payment.ts';
import { apiDate, apiNow, daysBetween, today } from '../time.ts';
import { langOf, tr } from '../i18n.ts';

const NO_PASS = '1900-01-01T00:00:00';

/** 403 unless the named account is the caller's own. */
function sameAccount(res: Response, named: string, field: string): string {
  const me = caller(res).username;
  if (named.trim().toLowerCase() !== me) throw new HttpError(403, `${field} must be your own account`);
  return me;
}

/** The client calls have a Mobile variant for card type 8; each variant takes only its own cards. */
function clientVariantType(type: number, mobile: boolean): number {
  if (mobile !== (type === MOBILE_CARD_TYPE)) throw new HttpError(400, mobile ? 'The Mobile variant is for card type 8' : 'Card type 8 uses the Mobile variant');
  return type;
}

function assertActionable(card: CardRow): void {
  if (isHotlisted(card)) throw new HttpError(409, `Card ${card.number} is hotlisted: no actions can be performed on this card`);
  if (isCardExpired(card, today())) throw new HttpError(409, `Card ${card.number} is expired: no actions can be performed on this card`);
}

const validPostal = (s: string) => /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(s);
const validPhone = (s: string) => /^[1-9]\d{2}[- ]?\d{3}[- ]?\d{4}$/.test(s);
const validEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

function personFields(b: Record<string, unknown>) {
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) || p.birthDate < '1900-01-01' || p.birthDate > today()) throw new HttpError(400, 'birthDate: Please enter a valid date');
  if (!validEmail(p.email)) throw new HttpError(400, 'email is not a valid e-mail address');
  if (!validPhone(p.phone)) throw new HttpError(400, 'phone: A valid phone number is required');
  if (!validPostal(p.zipCode)) throw new HttpError(400, 'zipCode: A valid postal code is required');
  return p;
}

interface ClientRow {
  id: number; channel: string; owner: string; nombre: string; paterno: string; materno: string; nacimiento: string; correo: string;
  telefono: string; direccion: string; city: string; state: string; country: string; cod_ciudad: number; cp: string; nota: string;
}

interface CreditCardRow { id: number; card_id: string; email: string; card_number: string; default_card: number; transaction_tag: string; auth_code: string }

const rawCreditCard = (c: CreditCardRow) => ({
  Card_ID: c.card_id, Card_Number: c.card_number, Default_Card: c.default_card, email: c.email, transaction_Tag: c.transaction_tag, auth_Code: c.auth_code,
});

interface ThresholdRow {
  id: number; card_number: string; card_type: number; trigger_type: number; description: string; rides_threshold: number | null;
  cash_threshold_cents: number | null; cash_to_reload_cents: number | null; days_to_reload: number | null; product_id: number | null;
  price_cents: number | null; status: number;
}

export function customerApi(db: Db, config: SandboxConfig, policy: PasswordPolicy): Router {
  const r = Router();

  // ------------------------------------------------------------------ Cards
  r.get('/Card/GetCards', (req, res) => {
    const me = sameAccount(res, str(query(req), 'userName'), 'userName');
    const cards = db.all<CardRow>('SELECT * FROM cards WHERE owner = ? ORDER BY assigned_at, number', [me]);
    res.json(cards.map((c) => ({ cardNumber: c.number, cardType: c.type, userName: c.label ?? '' })));
  });

  r.get('/Card/GetCardBalance', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    const cls = db.get<{ name: string }>('SELECT name FROM card_classes WHERE id = ?', [card.class_id]);
    const t = today();
    const passRunning = card.pass_start && card.pass_end && card.pass_end >= t;
    const passEnded = card.pass_end && !passRunning ? apiDate(card.pass_end) : NO_PASS;
    res.json({
      ClassID: card.class_id,
      Class: cls?.name ?? '',
      Status: card.status,
      bActivo: card.active === 1,
      dtFechaCaduca: apiDate(card.expiry),
      PassStart: passRunning ? apiDate(card.pass_start) : passEnded,
      PassEnd: passRunning ? apiDate(card.pass_end) : passEnded,
      dNumSaldo: toDollars(card.cash_cents),
      smNumsaldoViaje: card.rides,
      smNumeroDias: passRunning ? daysBetween(t, card.pass_end!) + 1 : 0,
      iRidesFareCap: card.rides_cap_day,
      iRidesFareCapMonth: card.rides_cap_month,
      dCashFareCap: toDollars(card.cash_cap_day_cents),
      dCashFareCapMonth: toDollars(card.cash_cap_month_cents),
      iPaidTripsFareCap: card.paid_trips_day,
      iPaidTripsFareCapMonth: card.paid_trips_month,
    });
  });

  r.get('/Card/GetHistory', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    const rows = db.all<{ op_type: number; product: string | null; operation: string; amount_cents: number | null; at: string; bus: string | null; route: string | null; stop: string | null }>(
      'SELECT * FROM history WHERE card_number = ? AND card_type = ? ORDER BY at DESC, id DESC', [card.number, card.type]);
    res.json(rows.map((h) => ({
      OperationType: h.op_type, Product: h.product ?? '', Operation: h.operation, Amount: h.amount_cents === null ? null : toDollars(h.amount_cents),
      CurrentDate: h.at, BusNumber: h.bus ?? '', RouteNumber: h.route ?? '', Stop: h.stop ?? '',
    })));
  });

  r.get('/Card/GetCardTypesWeb', (_req, res) => {
    res.json(db.all<{ id: number; description: string }>('SELECT * FROM card_types ORDER BY id').map((t) => ({ iCodTipoTarjeta: t.id, vchDescripcion: t.description })));
  });

  r.get('/Card/ReloadCardCustomer', (_req, res) => {
    const t = today();
    const cards = db.all<CardRow>('SELECT * FROM cards WHERE owner = ? ORDER BY assigned_at, number', [caller(res).username]);
    res.json(cards.filter((c) => c.status === 'Active' && c.active === 1 && !isCardExpired(c, t))
      .map((c) => ({ cardNumber: c.number, cardType: c.type, userName: c.label ?? '' })));
  });

  r.get('/Card/GetCardActivationStatus', (req, res) => {
    const q = query(req);
    const card = findCard(db, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    if (!card) throw new HttpError(404, 'Card not found');
    res.json(activationStatusText(card));
  });

  r.get('/Card/IsAssigned', (req, res) => {
    const q = query(req);
    const card = findCard(db, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    if (!card) throw new HttpError(404, 'Card not found');
    res.json(card.owner !== null);
  });

  r.post('/Card/AssignCardToUser', (req, res) => {
    const b = body(req);
    const me = caller(res).username;
    const number = cardNumber(b, 'cardNumber');
    const type = int(b, 'cardType');
    let label = str(b, 'userName', { optional: true, max: 40 });
    if (label.toLowerCase() === me) label = ''; // the account name is not a label
    db.tx(() => {
      const card = findCard(db, number, type);
      if (!card) throw new HttpError(404, 'Card not found');
      if (card.suffix === 2) throw new HttpError(409, 'Cannot add a corporate card');
      if (card.status !== 'Active' && card.status !== 'Suspended') throw new HttpError(409, `Card is ${card.status.toLowerCase()}`);
      if (card.owner) throw new HttpError(409, 'Card is already assigned to an account');
      db.run('UPDATE cards SET owner = ?, label = ?, assigned_at = ? WHERE number = ? AND type = ?', [me, label || null, apiNow(), number, type]);
    });
    res.status(201).json({ cardNumber: number, cardType: type, userName: label });
  });

  r.put('/Card/RemoveCardFromWebsiteAccount', (req, res) => {
    const b = body(req);
    const card = ownedCard(db, caller(res).username, cardNumber(b, 'cardNumber'), int(b, 'cardType'));
    db.tx(() => {
      db.run('UPDATE cards SET owner = NULL, label = NULL, assigned_at = NULL WHERE number = ? AND type = ?', [card.number, card.type]);
      // Rules would charge this account for a card it no longer holds.
      db.run('DELETE FROM thresholds WHERE card_number = ? AND card_type = ?', [card.number, card.type]);
    });
    res.json({ success: true });
  });

  r.post('/v2/Card/SuspendActivateCard', (req, res) => {
    const b = body(req);
    const items = b.SuspendActivateCardRequestItems;
    if (!Array.isArray(items) || items.length === 0) throw new HttpError(400, 'SuspendActivateCardRequestItems must be a non-empty list');
    for (const k of ['DeviceId', 'DeviceTypeId', 'EmployeeId']) int(b, k);
    const me = caller(res).username;
    const requests = items.map((item: unknown, i: number) => {
      if (!item || typeof item !== 'object') throw new HttpError(400, `SuspendActivateCardRequestItems[${i}] must be an object`);
      const it = item as Record<string, unknown>;
      const target = int(it, 'TargetStatus', { min: 0, max: 1 });
      return { card: ownedCard(db, me, cardNumber(it, 'CardId'), int(it, 'CardTypeId')), target };
    });
    const t = today();
    // Every card is checked first; the change is made only when all of them can take it.
    const outcome = (card: CardRow, target: number) => {
      if (isHotlisted(card) || isCardExpired(card, t) || card.suffix === 2) return 2;
      const wantActive = target === 1;
      if (wantActive ? card.status !== 'Suspended' : !(card.status === 'Active' && card.active === 1)) return 1;
      return 0;
    };
    const status = Math.max(...requests.map(({ card, target }) => outcome(card, target)));
    if (status === 0) {
      db.tx(() => {
        for (const { card, target } of requests) {
          const wantActive = target === 1;
          db.run('UPDATE cards SET status = ?, active = ? WHERE number = ? AND type = ?', [wantActive ? 'Active' : 'Suspended', wantActive ? 1 : 0, card.number, card.type]);
          db.run('INSERT INTO history (card_number, card_type, op_type, operation, at) VALUES (?, ?, ?, ?, ?)', [
            card.number, card.type, Operation.StatusChange, wantActive ? 'Card activated' : 'Card suspended', apiNow()]);
        }
      });
    }
    res.json({ status });
  });

  r.get('/Card/GetCardFareCap', (req, res) => {
    const q = query(req);
    const rows = db.all<{ rule_type: number; cash_threshold_cents: number; ride_threshold: number; paid_trip_threshold: number }>(
      'SELECT * FROM fare_cap_rules WHERE card_type = ? AND class_id = ? ORDER BY rule_type', [int(q, 'cardType'), int(q, 'classType')]);
    res.json(rows.map((f) => ({
      ruleTypeId: f.rule_type, cashThreshold: toDollars(f.cash_threshold_cents), rideThreshold: f.ride_threshold, paidTripThreshold: f.paid_trip_threshold,
    })));
  });

  // ------------------------------------------------------------------ Products
  r.get('/Product/GetCardProducts', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    int(q, 'productTableDeviceType', { optional: true });
    res.json(productsForClass(db, card.class_id, today()).map(rawProduct));
  });

  // ------------------------------------------------------------------ Clients and personal info
  const getClient = (mobile: boolean) => (req: import('express').Request, res: Response) => {
    const q = query(req);
    const type = clientVariantType(int(q, 'tiCodTipoTarjeta'), mobile);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'iCodTarjeta'), type);
    const c = db.get<ClientRow>('SELECT c.* FROM card_clients l JOIN client_cards c ON c.id = l.client_id WHERE l.card_number = ? AND l.card_type = ?', [card.number, card.type]);
    res.json({
      iCodClienteTarjeta: c?.id ?? 0, vchNombre: c?.nombre ?? '', vchPaterno: c?.paterno ?? '', vchMaterno: c?.materno ?? '',
      dtNacimiento: c?.nacimiento ? apiDate(c.nacimiento) : null, vchCorreo: c?.correo ?? '', vchTelefono: c?.telefono ?? '',
      vchDireccion: c?.direccion ?? '', vchCity: c?.city ?? '', vchState: c?.state ?? '', vchCountry: c?.country ?? '',
      smCodCiudad: c?.cod_ciudad ?? 0, vchCP: c?.cp ?? '', vchNIP: '', vchNota: c?.nota ?? '',
    });
  };
  r.get('/Clients/GetClienteTarjeta', getClient(false));
  r.get('/Clients/GetClienteTarjetaMobile', getClient(true));

  const updateClient = (mobile: boolean) => (req: import('express').Request, res: Response) => {
    const b = body(req);
    const me = caller(res).username;
    const type = clientVariantType(int(b, 'cardType'), mobile);
    const card = ownedCard(db, me, cardNumber(b, 'iCodtarjeta'), type);
    assertActionable(card);
    const id = int(b, 'iCodClienteTarjeta', { min: 0 });
    const p = personFields(b);
    const values = [p.name, p.paterno, p.materno, p.birthDate, p.email, p.phone, p.address, p.city, p.state, p.country, p.cityCode, p.zipCode, p.notes];
    const clientId = db.tx(() => {
      if (id === 0) {
        return db.run(`INSERT INTO client_cards (channel, owner, nombre, paterno, materno, nacimiento, correo, telefono, direccion, city, state, country, cod_ciudad, cp, nota)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [mobile ? 'mobile' : 'web', me, ...values]).lastInsertRowid;
      }
      const changed = db.run(`UPDATE client_cards SET nombre = ?, paterno = ?, materno = ?, nacimiento = ?, correo = ?, telefono = ?, direccion = ?,
        city = ?, state = ?, country = ?, cod_ciudad = ?, cp = ?, nota = ? WHERE id = ? AND owner = ?`, [...values, id, me]).changes;
      if (changed === 0) throw new HttpError(404, 'Card holder record not found');
      return id;
    });
    res.json({ iCodClienteTarjeta: clientId });
  };
  r.put('/Clients/UpdateCatClientesTarjetas', updateClient(false));
  r.put('/Clients/UpdateCatClientesTarjetasMobile', updateClient(true));

  r.put('/Clients/SetCardToClient', (req, res) => {
    const b = body(req);
    const me = caller(res).username;
    const card = ownedCard(db, me, cardNumber(b, 'iCodtarjeta'), int(b, 'cardType'));
    assertActionable(card);
    const id = int(b, 'iCodClienteTarjeta', { min: 1 });
    if (!db.get('SELECT id FROM client_cards WHERE id = ? AND owner = ?', [id, me])) throw new HttpError(404, 'Card holder record not found');
    db.run('INSERT INTO card_clients (card_number, card_type, client_id) VALUES (?, ?, ?) ON CONFLICT(card_number, card_type) DO UPDATE SET client_id = excluded.client_id',
      [card.number, card.type, id]);
    res.json({ success: true });
  });

  const getPersonalInfo = (channel: 'web' | 'mobile') => (req: import('express').Request, res: Response) => {
    const me = sameAccount(res, str(query(req), 'email'), 'email');
    const p = db.get<Record<string, string | number | null>>('SELECT * FROM personal_info WHERE email = ? AND channel = ?', [me, channel]);
    res.json({
      customerCode: p?.customer_code ?? 0, name: p?.name ?? '', paterno: p?.paterno ?? '', materno: p?.materno ?? '',
      birthDate: p?.birth_date ? apiDate(String(p.birth_date)) : null, email: me, phone: p?.phone ?? '', address: p?.address ?? '',
      city: p?.city ?? '', state: p?.state ?? '', country: p?.country ?? '', cityCode: p?.city_code ?? 0, zipCode: p?.zip_code ?? '',
      nip: '', notes: p?.notes ?? '',
    });
  };
  r.get('/PersonalInfo/GetPersonalInfo', getPersonalInfo('web'));
  r.get('/PersonalInfo/GetPersonalInfoMobile', getPersonalInfo('mobile'));

  const savePersonalInfo = (adding: boolean) => (req: import('express').Request, res: Response) => {
    const b = body(req);
    const p = personFields(b);
    const me = sameAccount(res, p.email, 'email');
    const nip = str(b, 'nip', { optional: true, max: 10 });
    const values = [p.name, p.paterno, p.materno, p.birthDate, p.phone, p.address, p.city, p.state, p.country, p.cityCode, p.zipCode, nip, p.notes];
    const code = db.tx(() => {
      const existing = db.get<{ customer_code: number }>("SELECT customer_code FROM personal_info WHERE email = ? AND channel = 'web'", [me]);
      if (adding) {
        if (existing) throw new HttpError(409, 'Personal information already exists; update it instead');
        const next = (db.get<{ n: number }>('SELECT COALESCE(MAX(customer_code), 5000) + 1 AS n FROM personal_info')?.n) ?? 5001;
        db.run(`INSERT INTO personal_info (email, channel, customer_code, name, paterno, materno, birth_date, phone, address, city, state, country, city_code, zip_code, nip, notes)
          VALUES (?, 'web', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [me, next, ...values]);
        return next;
      }
      if (!existing) throw new HttpError(404, 'No personal information to update; add it first');
      db.run(`UPDATE personal_info SET name = ?, paterno = ?, materno = ?, birth_date = ?, phone = ?, address = ?, city = ?, state = ?, country = ?,
        city_code = ?, zip_code = ?, nip = ?, notes = ? WHERE email = ? AND channel = 'web'`, [...values, me]);
      return existing.customer_code;
    });
    res.json({ customerCode: code });
  };
  r.put('/PersonalInfo/AddPersonalInfoWeb', savePersonalInfo(true));
  r.put('/PersonalInfo/UpdatePersonalInfoWeb', savePersonalInfo(false));

  // ------------------------------------------------------------------ Saved payment cards
  const myCards = (email: string) => db.all<CreditCardRow>('SELECT * FROM credit_cards WHERE email = ? ORDER BY id', [email]);
  const defaultCard = (email: string) => db.get<CreditCardRow>('SELECT * FROM credit_cards WHERE email = ? AND default_card = 1', [email]);

  r.get('/CreditCard/Get_Credit_Debit_Cards', (req, res) => {
    res.json(myCards(sameAccount(res, str(query(req), 'email'), 'email')).map(rawCreditCard));
  });
  r.get('/CreditCard/Check_For_Default_Credit_Debit_Card', (req, res) => {
    res.json(Boolean(defaultCard(sameAccount(res, str(query(req), 'email'), 'email'))));
  });
  r.get('/CreditCard/Get_Default_Credit_Debit_Card', (req, res) => {
    const c = defaultCard(sameAccount(res, str(query(req), 'email'), 'email'));
    res.json(c ? rawCreditCard(c) : null);
  });

  r.post('/CreditCard/Save_Credit_Debit_Card', (req, res) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const tag = str(b, 'transaction_Tag', { max: 40 });
    const auth = str(b, 'auth_Code', { max: 20 });
    const makeDefault = int(b, 'default_Card', { optional: true, min: 0, max: 1 }) === 1;
    // Only a card that paid for one of this account's transactions can be saved: its token comes from that payment.
    const tx = db.get<{ id: string; card_masked: string }>(
      "SELECT id, card_masked FROM transactions WHERE owner = ? AND trans_id = ? AND auth_code = ? AND status = 'paid' AND method = 'hosted'",
      [me, tag, auth]);
    if (!tx) throw new HttpError(404, 'No approved payment of yours has that transaction tag and authorization code');
    const token = `tok-${crypto.createHash('sha256').update(`${me}:${tx.card_masked}`).digest('hex').slice(0, 16)}`;
    const saved = db.tx(() => {
      if (db.get('SELECT id FROM credit_cards WHERE email = ? AND card_id = ?', [me, token])) throw new HttpError(409, 'This payment card is already saved');
      if (makeDefault) db.run('UPDATE credit_cards SET default_card = 0 WHERE email = ?', [me]);
      const id = db.run('INSERT INTO credit_cards (card_id, email, card_number, default_card, transaction_tag, auth_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [token, me, tx.card_masked, makeDefault ? 1 : 0, tag, auth, apiNow()]).lastInsertRowid;
      return db.get<CreditCardRow>('SELECT * FROM credit_cards WHERE id = ?', [id])!;
    });
    res.status(201).json(rawCreditCard(saved));
  });

  r.put('/CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', (req, res) => {
    const me = sameAccount(res, str(body(req), 'email'), 'email');
    db.run('UPDATE credit_cards SET default_card = 0 WHERE email = ?', [me]);
    res.json({ success: true });
  });

  const setDefault = (by: 'card_Number' | 'card_ID') => (req: import('express').Request, res: Response) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const key = str(b, by);
    db.tx(() => {
      const column = by === 'card_ID' ? 'card_id' : 'card_number';
      const target = db.get<CreditCardRow>(`SELECT * FROM credit_cards WHERE email = ? AND ${column} = ?`, [me, key]);
      if (!target) throw new HttpError(404, 'Saved payment card not found');
      db.run('UPDATE credit_cards SET default_card = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE email = ?', [target.id, me]);
    });
    res.json({ success: true });
  };
  r.put('/CreditCard/Set_Credit_Debit_Card_As_Default', setDefault('card_Number'));
  r.put('/CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', setDefault('card_ID'));

  r.delete('/CreditCard/Delete_Credit_Debit_Card', (req, res) => {
    const q = query(req);
    const me = sameAccount(res, str(q, 'userAccount'), 'userAccount');
    const changes = db.run('DELETE FROM credit_cards WHERE email = ? AND card_id = ?', [me, str(q, 'Card_ID')]).changes;
    if (changes === 0) throw new HttpError(404, 'Saved payment card not found');
    res.json({ success: true });
  });

  // ------------------------------------------------------------------ Auto-reload thresholds
  const productName = (id: number | null) => (id === null ? '' : findProduct(db, id, today())?.name ?? '');
  const rawRule = (t: ThresholdRow) => ({
    iCodReloadThreshold: t.id, TriggerType: t.trigger_type, vchDescripcion: t.description,
    Rides_Threshold: t.rides_threshold, Cash_Threshold: t.cash_threshold_cents === null ? null : toDollars(t.cash_threshold_cents),
    Cash_To_Reload: t.cash_to_reload_cents === null ? null : toDollars(t.cash_to_reload_cents), Days_To_Reload: t.days_to_reload,
    Product_To_Reload: t.product_id, vchProducto: t.trigger_type === 2 ? 'E-Cash' : productName(t.product_id),
    dPrecio: t.price_cents === null ? null : toDollars(t.price_cents), tiEstatusReg: t.status,
  });
  const ownedRule = (res: Response, id: number) => {
    const rule = db.get<ThresholdRow>('SELECT * FROM thresholds WHERE id = ?', [id]);
    if (!rule) throw new HttpError(404, 'Auto-reload rule not found');
    return { rule, card: ownedCard(db, caller(res).username, rule.card_number, rule.card_type) };
  };

  r.get('/Threshold/GetThresholdReload', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'CardID'), int(q, 'CardType'));
    res.json(db.all<ThresholdRow>('SELECT * FROM thresholds WHERE card_number = ? AND card_type = ? ORDER BY id', [card.number, card.type]).map(rawRule));
  });

  r.put('/Threshold/SetThresholdReloadEnabled', (req, res) => {
    const b = body(req);
    const { rule, card } = ownedRule(res, int(b, 'iCodReloadThreshold'));
    const status = int(b, 'tiEstatusReg', { min: 0, max: 1 });
    assertActionable(card);
    db.tx(() => {
      // At most one active rule per card: turning one on turns the others off.
      if (status === 1) db.run('UPDATE thresholds SET status = 0 WHERE card_number = ? AND card_type = ?', [card.number, card.type]);
      db.run('UPDATE thresholds SET status = ? WHERE id = ?', [status, rule.id]);
    });
    res.json({ success: true });
  });

  r.put('/Threshold/SetAllThresholdReloadEnabledFalse', (req, res) => {
    const b = body(req);
    const card = ownedCard(db, caller(res).username, cardNumber(b, 'iCodTarjeta'), int(b, 'iCodTipoTarjeta'));
    assertActionable(card);
    db.run('UPDATE thresholds SET status = 0 WHERE card_number = ? AND card_type = ?', [card.number, card.type]);
    res.json({ success: true });
  });

  r.post('/Threshold/SaveThresholdReload', (req, res) => {
    const b = body(req);
    const card = ownedCard(db, caller(res).username, cardNumber(b, 'iCodTarjeta'), int(b, 'iCodTipoTarjeta'));
    assertActionable(card);
    const trigger = int(b, 'triggerType');
    const description = str(b, 'vchDescripcion', { optional: true, max: 200 });
    let row: Omit<ThresholdRow, 'id' | 'card_number' | 'card_type' | 'status'>;
    if (trigger === 0) {
      const productId = int(b, 'product_To_Reload');
      const product = findProduct(db, productId, today());
      if (!product || product.type !== ProductType.Ride || product.classId !== card.class_id || !product.enabled) throw new HttpError(400, 'product_To_Reload must be an E-Ride product of this card');
      const threshold = int(b, 'rides_Threshold', { min: 0, max: 999 });
      row = { trigger_type: 0, description: description || `When E-Rides fall to ${threshold}, reload ${product.name}`, rides_threshold: threshold,
        cash_threshold_cents: null, cash_to_reload_cents: null, days_to_reload: null, product_id: product.id, price_cents: product.priceCents };
    } else if (trigger === 2) {
      const threshold = toCents(num(b, 'cash_Threshold', { min: 0 }));
      const reload = toCents(num(b, 'cash_To_Reload', { min: 0 }));
      if (threshold === null || reload === null) throw new HttpError(400, 'Amounts must be dollars with at most two decimals');
      if (reload > E_CASH_LIMIT_CENTS) throw new HttpError(400, 'Exceeds cash limit of $300.00');
      if (reload < config.autoReloadCashMinimum * 100) throw new HttpError(400, `cash_To_Reload must be at least $${amountString(config.autoReloadCashMinimum * 100)}`);
      if (threshold >= E_CASH_LIMIT_CENTS) throw new HttpError(400, 'cash_Threshold must be below the E-Cash limit of $300.00');
      row = { trigger_type: 2, description: description || `When E-Cash falls to $${amountString(threshold)}, reload $${amountString(reload)}`, rides_threshold: null,
        cash_threshold_cents: threshold, cash_to_reload_cents: reload, days_to_reload: null, product_id: null, price_cents: reload };
    } else if (trigger === 4) {
      const days = int(b, 'days_To_Reload', { optional: true });
      const productId = int(b, 'product_To_Reload', { optional: true });
      if (!Number.isNaN(days) && days !== 5) throw new HttpError(400, 'Pass rules reload 5 days before the end of the month (days_To_Reload 5)');
      if (!Number.isNaN(productId) && productId !== PASS_AUTO_RELOAD_PRODUCT) throw new HttpError(400, `Pass rules use product ${PASS_AUTO_RELOAD_PRODUCT}`);
      const next = nextMonthPass(db, card.class_id, today());
      if (!next) throw new HttpError(409, 'Next month pass product for your card class doesn‘t exist.');
      row = { trigger_type: 4, description: description || 'Load next monthly pass 5 days before the end of each month', rides_threshold: null,
        cash_threshold_cents: null, cash_to_reload_cents: null, days_to_reload: 5, product_id: PASS_AUTO_RELOAD_PRODUCT, price_cents: next.priceCents };
    } else {
      throw new HttpError(400, 'triggerType must be 0 (rides threshold), 2 (cash threshold) or 4 (pass days)');
    }
    const saved = db.tx(() => {
      const anyActive = db.get('SELECT id FROM thresholds WHERE card_number = ? AND card_type = ? AND status = 1', [card.number, card.type]);
      const id = db.run(`INSERT INTO thresholds (card_number, card_type, trigger_type, description, rides_threshold, cash_threshold_cents, cash_to_reload_cents,
        days_to_reload, product_id, price_cents, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [card.number, card.type, row.trigger_type, row.description,
        row.rides_threshold, row.cash_threshold_cents, row.cash_to_reload_cents, row.days_to_reload, row.product_id, row.price_cents, anyActive ? 0 : 1]).lastInsertRowid;
      return db.get<ThresholdRow>('SELECT * FROM thresholds WHERE id = ?', [id])!;
    });
    res.status(201).json(rawRule(saved));
  });

  r.delete('/Threshold/DeleteThresholdReload', (req, res) => {
    const { rule } = ownedRule(res, int(query(req), 'iCodReloadThreshold'));
    db.run('DELETE FROM thresholds WHERE id = ?', [rule.id]);
    res.json({ success: true });
  });

  r.get('/Threshold/GetNextMonthPrice', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'CardID'), int(q, 'CardType'));
    const next = nextMonthPass(db, card.class_id, today());
    res.json(next ? rawProduct(next) : null);
  });

  // ------------------------------------------------------------------ Comments, payments, receipts
  r.post('/Comments/SendComment', (req, res) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const card = ownedCard(db, me, cardNumber(b, 'cardId'));
    assertActionable(card);
    const comment = str(b, 'comment', { max: 2000 });
    db.tx(() => {
      db.run('INSERT INTO comments (card_number, comment, email, at) VALUES (?, ?, ?, ?)', [card.number, comment, me, apiNow()]);
      sendMail(db, { to: 'customer.service@transit.example', subject: `Comment about card ${card.number}`, kind: 'comment', body: `From: ${me}\nCard: ${card.number}\n\n${comment}` });
    });
    res.json({ success: true });
  });

  r.post('/v2/Payment/ValidateCart', (req, res) => {
    const b = body(req);
    const cart = parseCart(b.cart);
    res.json(validateCart(db, caller(res).username, cart, today()).result);
  });

  const paymentRequest = (req: import('express').Request, res: Response) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'userName'), 'userName');
    let list: unknown = b.productList;
    if (typeof list === 'string') {
      try { list = JSON.parse(list); } catch { throw new HttpError(400, 'productList must be the serialised cart (JSON)'); }
    }
    const totalCents = toCents(b.total);
    if (totalCents === null || totalCents <= 0) throw new HttpError(400, 'total must be a positive amount in dollars');
    str(b, 'transactionDate');
    const { result, priced, totalCents: expected } = validateCart(db, me, parseCart(list), today());
    if (result.status !== 0) {
      res.status(409).json({ message: 'Cart validation error', validation: result });
      return null;
    }
    if (expected !== totalCents) throw new HttpError(400, `total does not match the cart: the cart costs ${amountString(expected)}`);
    return { me, name: str(b, 'name', { optional: true, max: 120 }) || caller(res).name, priced, totalCents };
  };

  r.post('/Payments/StartPaymentTransaction', (req, res) => {
    const p = paymentRequest(req, res);
    if (!p) return;
    res.json(createPaymentSession(db, config, p.me, p.name, p.priced, p.totalCents));
  });

  r.post('/Payments/PaymentWithSavedCreditCard', (req, res) => {
    const p = paymentRequest(req, res);
    if (!p) return;
    const saved = defaultCard(p.me);
    if (!saved) throw new HttpError(409, 'No default payment card is saved');
    res.json(completeSavedCardPayment(db, p.me, p.name, p.priced, p.totalCents, saved));
  });

  r.get('/Payments/SendReceiptEmail', (req, res) => {
    const key = str(query(req), 'transactionKey');
    const tx = db.get<{ owner: string; status: string; id: string }>('SELECT owner, status, id FROM transactions WHERE key = ?', [key]);
    if (!tx || tx.owner !== caller(res).username) throw new HttpError(404, 'Transaction not found');
    if (tx.status !== 'paid') throw new HttpError(409, 'Only a completed payment has a receipt');
    // In the customer's language (the portal's Accept-Language); the receipt itself is the payment provider's.
    const lang = langOf(req.headers['accept-language']);
    sendMail(db, { to: tx.owner, subject: tr(lang, 'mailReceiptSubject'), kind: 'receipt', body: `${tr(lang, 'mailReceiptIntro')}\n\n${receiptText(db, tx.id)}` });
    res.json({ success: true });
  });

  // ------------------------------------------------------------------ Account and mobile
  r.post('/UserLogin/ChangePassword', (req, res) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const user = findUserByEmail(db, me);
    if (!user) throw new HttpError(404, 'Account not found');
    if (!verifyPassword(str(b, 'currentPassword'), user.password_hash)) { res.json({ success: false, Error: 'The current password is not correct' }); return; }
    const password = str(b, 'password');
    const problem = passwordProblem(password, policy);
    if (problem) { res.json({ success: false, Error: problem }); return; }
    db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(password), user.id]);
    res.json({ success: true, Error: null });
  });

  r.get('/IdentityTest/Test', (_req, res) => {
    const c = caller(res);
    res.json({ userName: c.username, name: c.name, scopes: [...c.scopes] });
  });

  r.post('/v2/Mobile/RequestMobileAccountDeletion', (req, res) => {
    const b = body(req);
    for (const k of ['DeviceId', 'DeviceTypeId', 'EmployeeId']) int(b, k);
    const first = str(b, 'FirstName', { optional: true, max: 60 });
    const last = str(b, 'LastName', { optional: true, max: 60 });
    const me = caller(res).username;
    const user = db.get<{ id: string; first_name: string; last_name: string; card_number: string | null }>('SELECT * FROM mobile_users WHERE email = ?', [me]);
    if (!user) { res.json({ Status: 2 }); return; }
    if (!user.card_number) { res.json({ Status: 3 }); return; }
    const mismatch = (given: string, actual: string) => given !== '' && given.toLowerCase() !== (actual ?? '').toLowerCase();
    if (mismatch(first, user.first_name) || mismatch(last, user.last_name)) { res.json({ Status: 1 }); return; }
    db.tx(() => {
      db.run('INSERT INTO mobile_deletion_requests (email, first_name, last_name, at) VALUES (?, ?, ?, ?)', [me, first || null, last || null, apiNow()]);
      const lang = langOf(req.headers['accept-language']);
      sendMail(db, { to: me, subject: tr(lang, 'mailDeletionSubject'), kind: 'mobile-deletion', body: tr(lang, 'mailDeletionBody') });
    });
    res.json({ Status: 0 });
  });

  return r;
}
