/**
 * The Add Card form (spec 5) and the add flow (spec 4: validate, then assign, then refresh). Imported by path
 * ('@portal/shared/src/validation/addCard'), so yup is only in the dialog's lazy chunk.
 */
import * as yup from 'yup';
import { ApiError } from '../api/client';
import type { PortalApi } from '../api/endpoints';
import { addCardProblem } from '../domain/cards';
import type { Card } from '../domain/types';

export const ADD_CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberNumeric: 'Card number must contain digits only',
  typeRequired: 'Card type is required',
  labelLength: 'Label must be at most 50 characters',
  notFound: 'Card not found',
} as const;

export interface AddCardValues { cardNumber: string; cardType: string; label: string }

export const addCardSchema = yup.object({
  cardNumber: yup.string().trim().required(ADD_CARD_MESSAGES.numberRequired).matches(/^\d+$/, { message: ADD_CARD_MESSAGES.numberNumeric, excludeEmptyString: true }),
  cardType: yup.string().required(ADD_CARD_MESSAGES.typeRequired),
  label: yup.string().trim().max(50, ADD_CARD_MESSAGES.labelLength),
});

/**
 * Checks the card can be added (activation status and assignment), then assigns it with its optional label.
 * Returns the message for the card number field, or the added card.
 */
export async function addCardToAccount(api: PortalApi, values: AddCardValues): Promise<{ problem: string } | { card: Card }> {
  const cardNumber = values.cardNumber.trim();
  const cardType = Number(values.cardType);
  let status: string;
  let assigned: boolean;
  try {
    [status, assigned] = await Promise.all([api.cards.activationStatus(cardNumber, cardType), api.cards.isAssigned(cardNumber, cardType)]);
  } catch (e) {
    // An unknown number is bad input: said on the field (the request error toast has already been shown).
    if (e instanceof ApiError && e.status === 404) return { problem: ADD_CARD_MESSAGES.notFound };
    throw e;
  }
  const problem = addCardProblem(String(status ?? ''), assigned === true);
  if (problem) return { problem };
  const label = values.label.trim();
  await api.cards.assign(label, cardNumber, cardType);
  return { card: { cardNumber, cardType, userName: label } };
}
