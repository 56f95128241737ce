/** The customer API: saved payment cards (spec section 7). */
import crypto from 'node:crypto';
import { type Router, type Response } from 'express';
import { body, HttpError, int, query, str } from '../../http.ts';
import { apiNow } from '../../time.ts';
import { defaultCard, rawCreditCard, sameAccount, type CreditCardRow, type CustomerContext } from './shared.ts';

export function registerSavedCards(r: Router, { db }: CustomerContext): void {
  const myCards = (email: string) => db.all<CreditCardRow>('SELECT * FROM credit_cards WHERE email = ? ORDER BY id', [email]);

  r.get('/CreditCard/Get_Credit_Debit_Cards', (req, res) => {
    res.json(myCards(sameAccount(res, str(query(req), 'email'), 'email')).map(rawCreditCard));
  });
  r.get('/CreditCard/Check_For_Default_Credit_Debit_Card', (req, res) => {
    res.json(Boolean(defaultCard(db, sameAccount(res, str(query(req), 'email'), 'email'))));
  });
  r.get('/CreditCard/Get_Default_Credit_Debit_Card', (req, res) => {
    const c = defaultCard(db, sameAccount(res, str(query(req), 'email'), 'email'));
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
      [me, tag, auth],
    );
    if (!tx) throw new HttpError(404, 'No approved payment of yours has that transaction tag and authorization code');
    const token = `tok-${crypto.createHash('sha256').update(`${me}:${tx.card_masked}`).digest('hex').slice(0, 16)}`;
    const saved = db.tx(() => {
      if (db.get('SELECT id FROM credit_cards WHERE email = ? AND card_id = ?', [me, token]))
        throw new HttpError(409, 'This payment card is already saved');
      if (makeDefault) db.run('UPDATE credit_cards SET default_card = 0 WHERE email = ?', [me]);
      const id = db.run(
        'INSERT INTO credit_cards (card_id, email, card_number, default_card, transaction_tag, auth_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [token, me, tx.card_masked, makeDefault ? 1 : 0, tag, auth, apiNow()],
      ).lastInsertRowid;
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
}
