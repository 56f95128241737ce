/**
 * Whether the Reload tab is drawn before the app, and with what (decision 0021, step 4): from the answers the shell's
 * entry asked for (the card list, the selected card's balance, its products), this browser's cart and payment record,
 * the page's address and the runtime config, as the app's first render would read them. Only an empty cart is drawn. Null wherever the app would
 * show something else than the drawing (fill.ts): nothing is drawn then, and the app renders the tab as before.
 */
import type { Balance, Card } from '@portal/contract';
import { isCardBlocked, readReloadProposal, toProduct, type RawProduct } from '@portal/kit';
import { isRecord } from '@portal/kit/is-record';
import type { ReloadDrawingData } from './fill';

export interface ReloadDrawingInput {
  /** The customer's cards (the fresh card list) and the one the page selects. */
  cards: readonly Card[];
  card: Card;
  /** The selected card's balance, as the app derives it. */
  balance: Balance;
  /** The card's products as the API answered them (Product/GetCardProducts). */
  products: unknown;
  /** This browser's stored cart and payment-under-way record, as text (null: none). */
  storedCart: string | null;
  pendingPayment: string | null;
  /** The page's query string (a proposal of the cards overview, issue 40). */
  search: string;
  eCash: boolean;
  eCashLimit: number;
}

export function reloadDrawingData(input: ReloadDrawingInput): ReloadDrawingData | null {
  // A hotlisted or expired card: the app says why and disables the controls (spec 4).
  if (isCardBlocked(input.balance)) return null;
  // A payment of this cart under way: the app says so above the products (PaymentGuard).
  if (input.pendingPayment !== null) return null;
  // A proposal in the address: the app may select another card and fill in a product (ReloadTab's useTakenProposal).
  if (readReloadProposal(new URLSearchParams(input.search), input.cards, input.eCashLimit)) return null;
  if (!Array.isArray(input.products) || !input.products.every(isRecord)) return null;
  // A cart with products: its count and its E-Cash are the cart's own reading of it (its rules and repairs, with
  // their texts), which stays in the app; the drawing shows the empty cart only (the app writes an empty cart as none).
  if (input.storedCart !== null) return null;
  return {
    products: (input.products as unknown as RawProduct[]).map(toProduct),
    onCard: input.balance.cash,
    eCash: input.eCash,
    eCashLimit: input.eCashLimit,
    cartCount: 0,
    cashInCart: 0,
  };
}
