/**
 * The Register form's first values for a card's holder (spec 5): the stored record's details, or a fresh form (the
 * configured city, no e-mail) where the card has none. The holder may be someone else than the account's owner (a
 * child, a parent): the e-mail is never taken from the account. What the app's form starts with (RegisterForm.tsx)
 * and what the tab's drawing shows before the app (drawing/drawingData.ts).
 */
import type { ClientCard } from '@portal/contract';
import { toPersonalForm, type PersonalFormValues } from '@portal/kit/personal-form';

export const holderFormValues = (client: ClientCard, defaultCity: string): PersonalFormValues =>
  toPersonalForm(client.clientCardId > 0 ? client : null, { email: '', city: defaultCity });
