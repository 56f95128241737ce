/**
 * Whether the Manage tab is drawn before the app (docs/decisions/0021, step 7), and with what: from the answers the
 * shell's entry asked for (the selected card's balance and its holder's record), the screen, and the runtime config, as
 * the app's first render would read them. Null wherever the app would show something else than the drawing (fill.ts):
 * nothing is drawn then, and the app renders the tab as before.
 */
import type { Balance, Card } from '@portal/contract';
import { isCardBlocked, toClientCard, type RawClientCard } from '@portal/kit';
import { isRecord } from '@portal/kit/is-record';
import { holderFormValues } from '../model/holder';
import type { ManageDrawingData } from './fill';

export interface ManageDrawingInput {
  card: Card;
  /** The selected card's balance, as the app derives it. */
  balance: Balance;
  /** The card holder's record as the API answered it (Clients/GetClienteTarjeta, or its Mobile variant). */
  holder: unknown;
  /** Whether the screen is one the drawing is laid out for (the tab's small screens: an accordion, Register open). */
  small: boolean;
  /** The runtime config's city, a fresh form's. */
  defaultCity: string;
}

export function manageDrawingData(input: ManageDrawingInput): ManageDrawingData | null {
  // A wide screen: the app lays the form and the actions side by side, which the drawing does not draw.
  if (!input.small) return null;
  // A hotlisted or expired card: the app says why and disables the form (spec 4).
  if (isCardBlocked(input.balance)) return null;
  // An answer that is not a record: the app says the holder could not be loaded, with Retry.
  if (!isRecord(input.holder)) return null;
  const values = holderFormValues(toClientCard(input.holder as unknown as RawClientCard), input.defaultCity);
  // Notes: the app's text area grows to what they hold as it renders, which the drawing cannot measure (what is below
  // it would move); a holder without notes is drawn.
  if (values.notes) return null;
  return { cardNumber: input.card.cardNumber, values };
}
