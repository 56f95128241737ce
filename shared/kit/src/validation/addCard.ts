/**
 * The Add Card form (spec 5) and the add flow (spec 4: validate, then assign, then refresh). From
 * '@portal/kit/validation', imported by the dialog only, so yup is only in the dialog's lazy chunk.
 */
import * as yup from 'yup';
import { ApiError } from '@portal/contract';
import * as api from '../api/calls';
import type { ApiClient, Card } from '@portal/contract';
import { formsT, formsTexts, type FormsKey } from './i18n';

const NOT_ADDABLE: Record<string, FormsKey> = {
  'not sold': 'addCard.status.notSold',
  'hot listed': 'addCard.status.hotlisted',
  hotlisted: 'addCard.status.hotlisted',
  disabled: 'addCard.status.disabled',
  'not available': 'addCard.status.notAvailable',
  expired: 'addCard.status.expired',
  suspended: 'addCard.status.suspended',
};

/**
 * Add-card check (spec 5) from the activation status text ('Active*1'; suffix 2 = corporate) and whether the
 * card is assigned: the message for the card number field, or null when the card can be added.
 */
export function addCardProblem(activationStatus: string, isAssigned: boolean): string | null {
  const [statusPart, suffix] = activationStatus.split('*');
  const status = (statusPart ?? '').trim();
  if ((suffix ?? '').trim() === '2') return formsT('addCard.corporate');
  const known = NOT_ADDABLE[status.toLowerCase()];
  if (known) return formsT('addCard.status', { status: formsT(known) });
  if (isAssigned) return formsT('addCard.assigned');
  return null;
}

export const ADD_CARD_MESSAGES = formsTexts({
  numberRequired: 'addCardForm.numberRequired',
  numberNumeric: 'addCardForm.numberNumeric',
  typeRequired: 'addCardForm.typeRequired',
  labelLength: 'addCardForm.labelLength',
  notFound: 'addCardForm.notFound',
});

export interface AddCardValues {
  cardNumber: string;
  cardType: string;
  label: string;
}

export const addCardSchema = yup.object({
  cardNumber: yup
    .string()
    .trim()
    .required(() => ADD_CARD_MESSAGES.numberRequired)
    .matches(/^\d+$/, { message: () => ADD_CARD_MESSAGES.numberNumeric, excludeEmptyString: true }),
  cardType: yup.string().required(() => ADD_CARD_MESSAGES.typeRequired),
  label: yup
    .string()
    .trim()
    .max(50, () => ADD_CARD_MESSAGES.labelLength),
});

/**
 * Checks the card can be added (activation status and assignment), then assigns it with its optional label.
 * Returns the message for the card number field, or the added card.
 */
export async function addCardToAccount(client: ApiClient, values: AddCardValues): Promise<{ problem: string } | { card: Card }> {
  const cardNumber = values.cardNumber.trim();
  const cardType = Number(values.cardType);
  let status: string;
  let assigned: boolean;
  try {
    [status, assigned] = await Promise.all([
      api.cards.activationStatus(client, cardNumber, cardType),
      api.cards.isAssigned(client, cardNumber, cardType),
    ]);
  } catch (e) {
    // An unknown number is bad input: said on the field (the request error toast has already been shown).
    if (e instanceof ApiError && e.status === 404) return { problem: ADD_CARD_MESSAGES.notFound };
    throw e;
  }
  const problem = addCardProblem(String(status ?? ''), assigned === true);
  if (problem) return { problem };
  const label = values.label.trim();
  await api.cards.assign(client, label, cardNumber, cardType);
  return { card: { cardNumber, cardType, userName: label } };
}
