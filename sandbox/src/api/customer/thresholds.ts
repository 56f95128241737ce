/** The customer API: auto-reload thresholds (spec section 7). */
import { type Router, type Response } from 'express';
import { caller } from '../../auth.ts';
import { findProduct, nextMonthPass, ownedCard, PASS_AUTO_RELOAD_PRODUCT, ProductType, rawProduct } from '../../domain.ts';
import { body, cardNumber, HttpError, int, num, query, str } from '../../http.ts';
import { amountString, E_CASH_LIMIT_CENTS, toCents, toDollars } from '../../money.ts';
import { today } from '../../time.ts';
import { assertActionable, type CustomerContext, type ThresholdRow } from './shared.ts';

export function registerThresholds(r: Router, { db, config }: CustomerContext): void {
  const productName = (id: number | null) => (id === null ? '' : (findProduct(db, id, today())?.name ?? ''));
  const rawRule = (t: ThresholdRow) => ({
    iCodReloadThreshold: t.id,
    TriggerType: t.trigger_type,
    vchDescripcion: t.description,
    Rides_Threshold: t.rides_threshold,
    Cash_Threshold: t.cash_threshold_cents === null ? null : toDollars(t.cash_threshold_cents),
    Cash_To_Reload: t.cash_to_reload_cents === null ? null : toDollars(t.cash_to_reload_cents),
    Days_To_Reload: t.days_to_reload,
    Product_To_Reload: t.product_id,
    vchProducto: t.trigger_type === 2 ? 'E-Cash' : productName(t.product_id),
    dPrecio: t.price_cents === null ? null : toDollars(t.price_cents),
    tiEstatusReg: t.status,
  });
  const ownedRule = (res: Response, id: number) => {
    const rule = db.get<ThresholdRow>('SELECT * FROM thresholds WHERE id = ?', [id]);
    if (!rule) throw new HttpError(404, 'Auto-reload rule not found');
    return { rule, card: ownedCard(db, caller(res).username, rule.card_number, rule.card_type) };
  };

  r.get('/Threshold/GetThresholdReload', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'CardID'), int(q, 'CardType'));
    res.json(
      db
        .all<ThresholdRow>('SELECT * FROM thresholds WHERE card_number = ? AND card_type = ? ORDER BY id', [card.number, card.type])
        .map(rawRule),
    );
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
      if (!product || product.type !== ProductType.Ride || product.classId !== card.class_id || !product.enabled)
        throw new HttpError(400, 'product_To_Reload must be an E-Ride product of this card');
      const threshold = int(b, 'rides_Threshold', { min: 0, max: 999 });
      row = {
        trigger_type: 0,
        description: description || `When E-Rides fall to ${threshold}, reload ${product.name}`,
        rides_threshold: threshold,
        cash_threshold_cents: null,
        cash_to_reload_cents: null,
        days_to_reload: null,
        product_id: product.id,
        price_cents: product.priceCents,
      };
    } else if (trigger === 2) {
      const threshold = toCents(num(b, 'cash_Threshold', { min: 0 }));
      const reload = toCents(num(b, 'cash_To_Reload', { min: 0 }));
      if (threshold === null || reload === null) throw new HttpError(400, 'Amounts must be dollars with at most two decimals');
      if (reload > E_CASH_LIMIT_CENTS) throw new HttpError(400, 'Exceeds cash limit of $300.00');
      if (reload < config.autoReloadCashMinimum * 100)
        throw new HttpError(400, `cash_To_Reload must be at least $${amountString(config.autoReloadCashMinimum * 100)}`);
      if (threshold >= E_CASH_LIMIT_CENTS) throw new HttpError(400, 'cash_Threshold must be below the E-Cash limit of $300.00');
      row = {
        trigger_type: 2,
        description: description || `When E-Cash falls to $${amountString(threshold)}, reload $${amountString(reload)}`,
        rides_threshold: null,
        cash_threshold_cents: threshold,
        cash_to_reload_cents: reload,
        days_to_reload: null,
        product_id: null,
        price_cents: reload,
      };
    } else if (trigger === 4) {
      const days = int(b, 'days_To_Reload', { optional: true });
      const productId = int(b, 'product_To_Reload', { optional: true });
      if (!Number.isNaN(days) && days !== 5)
        throw new HttpError(400, 'Pass rules reload 5 days before the end of the month (days_To_Reload 5)');
      if (!Number.isNaN(productId) && productId !== PASS_AUTO_RELOAD_PRODUCT)
        throw new HttpError(400, `Pass rules use product ${PASS_AUTO_RELOAD_PRODUCT}`);
      const next = nextMonthPass(db, card.class_id, today());
      if (!next) throw new HttpError(409, 'Next month pass product for your card class doesn‘t exist.');
      row = {
        trigger_type: 4,
        description: description || 'Load next monthly pass 5 days before the end of each month',
        rides_threshold: null,
        cash_threshold_cents: null,
        cash_to_reload_cents: null,
        days_to_reload: 5,
        product_id: PASS_AUTO_RELOAD_PRODUCT,
        price_cents: next.priceCents,
      };
    } else {
      throw new HttpError(400, 'triggerType must be 0 (rides threshold), 2 (cash threshold) or 4 (pass days)');
    }
    const saved = db.tx(() => {
      const anyActive = db.get('SELECT id FROM thresholds WHERE card_number = ? AND card_type = ? AND status = 1', [
        card.number,
        card.type,
      ]);
      const id = db.run(
        `INSERT INTO thresholds (card_number, card_type, trigger_type, description, rides_threshold, cash_threshold_cents, cash_to_reload_cents,
        days_to_reload, product_id, price_cents, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          card.number,
          card.type,
          row.trigger_type,
          row.description,
          row.rides_threshold,
          row.cash_threshold_cents,
          row.cash_to_reload_cents,
          row.days_to_reload,
          row.product_id,
          row.price_cents,
          anyActive ? 0 : 1,
        ],
      ).lastInsertRowid;
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
}
