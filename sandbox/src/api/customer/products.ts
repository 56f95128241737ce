/** The customer API: products (spec section 7). */
import { type Router } from 'express';
import { caller } from '../../auth.ts';
import { ownedCard, productsForClass, rawProduct } from '../../domain.ts';
import { cardNumber, int, query } from '../../http.ts';
import { today } from '../../time.ts';
import type { CustomerContext } from './shared.ts';

export function registerProducts(r: Router, { db }: CustomerContext): void {
  r.get('/Product/GetCardProducts', (req, res) => {
    const q = query(req);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'cardNumber'), int(q, 'cardType'));
    int(q, 'productTableDeviceType', { optional: true });
    res.json(productsForClass(db, card.class_id, today()).map(rawProduct));
  });
}
