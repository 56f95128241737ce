import { deriveBalance, reloadProposalPath, type RawProduct } from '@portal/kit';
import { rawBalance } from '@portal/kit/testing';
import type { Card } from '@portal/contract';
import { eCashLine, lineFromProduct, serializeCart, type Cart } from '../../cart/model/cart';
import { toProduct } from '@portal/kit';
import { RIDES_10, THIS_MONTH_PASS } from '../../../testing/fixtures';
import { reloadDrawingData, type ReloadDrawingInput } from './drawingData';

/** Whether the Reload tab is drawn before the app, and with what: as the app's first render reads the same answers. */

const CARD: Card = { cardNumber: '10000001', cardType: 1, userName: 'Commuter' };
const OTHER: Card = { cardNumber: '10000005', cardType: 1, userName: 'Spare' };
const PRODUCTS: RawProduct[] = [THIS_MONTH_PASS, RIDES_10];

const input = (over: Partial<ReloadDrawingInput> = {}): ReloadDrawingInput => ({
  cards: [CARD, OTHER],
  card: CARD,
  balance: deriveBalance(rawBalance(), CARD),
  products: PRODUCTS,
  storedCart: null,
  pendingPayment: null,
  search: '',
  eCash: true,
  eCashLimit: 300,
  ...over,
});

test('an active card is drawn with its products, its cash and an empty cart', () => {
  expect(reloadDrawingData(input())).toEqual({
    products: PRODUCTS.map(toProduct),
    onCard: 12.5,
    eCash: true,
    eCashLimit: 300,
    cartCount: 0,
    cashInCart: 0,
  });
});

test('a cart with products is not drawn: its count and E-Cash are the cart’s own reading, in the app', () => {
  const cart: Cart = [{ number: CARD.cardNumber, type: 1, products: [lineFromProduct(toProduct(RIDES_10), 2), eCashLine(20)] }];
  expect(reloadDrawingData(input({ storedCart: serializeCart(cart) }))).toBeNull();
  expect(reloadDrawingData(input({ storedCart: '{not json' }))).toBeNull();
});

test('nothing is drawn where the app shows something else', () => {
  // A hotlisted or an expired card: the app says why, its controls disabled.
  expect(reloadDrawingData(input({ balance: deriveBalance(rawBalance({ Status: 'Hotlisted' }), CARD) }))).toBeNull();
  expect(reloadDrawingData(input({ balance: deriveBalance(rawBalance({ dtFechaCaduca: '2020-01-01T00:00:00' }), CARD) }))).toBeNull();
  // A payment of this cart under way.
  expect(reloadDrawingData(input({ pendingPayment: '{"total":20}' }))).toBeNull();
  // A proposal of the cards overview in the address, for this card or another.
  expect(reloadDrawingData(input({ search: reloadProposalPath(OTHER, { kind: 'nextPass' }).split('?')[1] }))).toBeNull();
  expect(reloadDrawingData(input({ search: reloadProposalPath(CARD, { kind: 'eCash', amount: 20 }).split('?')[1] }))).toBeNull();
  // Products that are not an answer the app could show.
  expect(reloadDrawingData(input({ products: { message: 'error' } }))).toBeNull();
  expect(reloadDrawingData(input({ products: [THIS_MONTH_PASS, 'x'] }))).toBeNull();
});

test('an address without a proposal is drawn', () => {
  expect(reloadDrawingData(input({ search: '?utm_source=mail' }))).not.toBeNull();
});
