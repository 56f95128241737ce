/** The Reload tab's side of a proposal (the address format is the kit's, domain/reloadProposal.ts). Pure. */
import type { IsoDate, Product } from '@portal/contract';

/**
 * The pass to propose as 'the next pass': the earliest of the card's passes that starts after its current pass ends
 * (after today when it has none running), or null when the card is offered none.
 */
export function nextPassOf(passes: readonly Product[], passEnd: IsoDate | null, today: IsoDate): Product | null {
  const after = passEnd && passEnd >= today ? passEnd : today;
  const later = passes.filter((p) => p.startDate !== null && p.startDate > after);
  later.sort((a, b) => (a.startDate! < b.startDate! ? -1 : a.startDate! > b.startDate! ? 1 : 0));
  return later[0] ?? null;
}
