/**
 * What the Reload tab shows of a card's products (spec 2), as pure functions: the app's tab (ReloadTab, ProductCards)
 * and its drawing before the app (reload/drawing/fill.ts, decision 0021) show the same from the same answers.
 */
import { ProductType, type Product } from '@portal/contract';

/** The products under E-Pass (monthly and day passes) and under E-Ride (ride packs), in the API's order. */
export function productGroups(products: readonly Product[]): { passes: Product[]; rides: Product[] } {
  return {
    passes: products.filter((p) => p.productTypeId === ProductType.Pass || p.productTypeId === ProductType.DayPass),
    rides: products.filter((p) => p.productTypeId === ProductType.Ride),
  };
}

/** The parts of E-Cash's hint, in order, each a text of the tab's catalogue and the amount it says. */
export type ECashHintPart = ['product.onCard' | 'product.inCart' | 'product.cardHolds', number];

/**
 * E-Cash's hint (spec 2, 5): what is on the card (when the balance says), what of it is in the cart already (when
 * any), and what a card holds at most.
 */
export function eCashHintParts({ onCard, inCart, limit }: { onCard: number | null; inCart: number; limit: number }): ECashHintPart[] {
  const parts: ECashHintPart[] = [];
  if (onCard !== null) parts.push(['product.onCard', onCard]);
  if (inCart > 0) parts.push(['product.inCart', inCart]);
  parts.push(['product.cardHolds', limit]);
  return parts;
}
