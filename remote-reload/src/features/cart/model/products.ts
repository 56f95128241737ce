/**
 * What the Reload tab shows of a card's products (spec 2): the app's tab (ReloadTab) and its drawing before the app
 * (reload/drawing/fill.ts, decision 0021) group them with the same rule. No imports but the contract's constants: the
 * drawing's early script runs it without the cart's texts.
 */
import { ProductType, type Product } from '@portal/contract';

/** The products under E-Pass (monthly and day passes) and under E-Ride (ride packs), in the API's order. */
export function productGroups(products: readonly Product[]): { passes: Product[]; rides: Product[] } {
  return {
    passes: products.filter((p) => p.productTypeId === ProductType.Pass || p.productTypeId === ProductType.DayPass),
    rides: products.filter((p) => p.productTypeId === ProductType.Ride),
  };
}
