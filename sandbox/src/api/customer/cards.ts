/** The customer API: cards (spec section 7). */
import { type Router } from 'express';
import { caller } from '../../auth.ts';
import { activationStatusText, findCard, isCardExpired, isHotlisted, Operation, ownedCard, type CardRow } from '../../domain.ts';
import { body, cardNumber, HttpError, int, query, str } from '../../http.ts';
import { toDollars } from '../../money.ts';
import { apiDate, apiNow, daysBetween, today } from '../../time.ts';
import { NO_PASS, sameAccount, type CustomerContext } from './shared.ts';

export function registerCards(r: Router, { db }: CustomerContext): void {
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
    const rows = db.all<{
      op_type: number;
      product: string | null;
      operation: string;
      amount_cents: number | null;
      at: string;
      bus: string | null;
      route: string | null;
      stop: string | null;
    }>('SELECT * FROM history WHERE card_number = ? AND card_type = ? ORDER BY at DESC, id DESC', [card.number, card.type]);
    res.json(
      rows.map((h) => ({
        OperationType: h.op_type,
        Product: h.product ?? '',
        Operation: h.operation,
        Amount: h.amount_cents === null ? null : toDollars(h.amount_cents),
        CurrentDate: h.at,
        BusNumber: h.bus ?? '',
        RouteNumber: h.route ?? '',
        Stop: h.stop ?? '',
      })),
    );
  });

  r.get('/Card/GetCardTypesWeb', (_req, res) => {
    res.json(
      db
        .all<{ id: number; description: string }>('SELECT * FROM card_types ORDER BY id')
        .map((t) => ({ iCodTipoTarjeta: t.id, vchDescripcion: t.description })),
    );
  });

  r.get('/Card/ReloadCardCustomer', (_req, res) => {
    const t = today();
    const cards = db.all<CardRow>('SELECT * FROM cards WHERE owner = ? ORDER BY assigned_at, number', [caller(res).username]);
    res.json(
      cards
        .filter((c) => c.status === 'Active' && c.active === 1 && !isCardExpired(c, t))
        .map((c) => ({ cardNumber: c.number, cardType: c.type, userName: c.label ?? '' })),
    );
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
      db.run('UPDATE cards SET owner = ?, label = ?, assigned_at = ? WHERE number = ? AND type = ?', [
        me,
        label || null,
        apiNow(),
        number,
        type,
      ]);
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
          db.run('UPDATE cards SET status = ?, active = ? WHERE number = ? AND type = ?', [
            wantActive ? 'Active' : 'Suspended',
            wantActive ? 1 : 0,
            card.number,
            card.type,
          ]);
          db.run('INSERT INTO history (card_number, card_type, op_type, operation, at) VALUES (?, ?, ?, ?, ?)', [
            card.number,
            card.type,
            Operation.StatusChange,
            wantActive ? 'Card activated' : 'Card suspended',
            apiNow(),
          ]);
        }
      });
    }
    res.json({ status });
  });

  r.get('/Card/GetCardFareCap', (req, res) => {
    const q = query(req);
    const rows = db.all<{ rule_type: number; cash_threshold_cents: number; ride_threshold: number; paid_trip_threshold: number }>(
      'SELECT * FROM fare_cap_rules WHERE card_type = ? AND class_id = ? ORDER BY rule_type',
      [int(q, 'cardType'), int(q, 'classType')],
    );
    res.json(
      rows.map((f) => ({
        ruleTypeId: f.rule_type,
        cashThreshold: toDollars(f.cash_threshold_cents),
        rideThreshold: f.ride_threshold,
        paidTripThreshold: f.paid_trip_threshold,
      })),
    );
  });
}
