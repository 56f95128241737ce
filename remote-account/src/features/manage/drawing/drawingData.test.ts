import { deriveBalance, toClientCard, type RawClientCard } from '@portal/kit';
import { rawBalance } from '@portal/kit/testing';
import { toPersonalForm } from '@portal/kit/validation';
import type { Card } from '@portal/contract';
import { manageDrawingData, type ManageDrawingInput } from './drawingData';
import { HOLDER as HELD } from '../../../testing/holders';

/** Whether the Manage tab is drawn before the app, and with what: as the app's first render reads the same answers. */

const CARD: Card = { cardNumber: '10000001', cardType: 1, userName: 'Commuter' };
const HOLDER: RawClientCard = { ...HELD, vchCity: 'Brandon' };
const input = (over: Partial<ManageDrawingInput> = {}): ManageDrawingInput => ({
  card: CARD,
  balance: deriveBalance(rawBalance(), CARD),
  holder: HOLDER,
  small: true,
  defaultCity: 'Winnipeg',
  ...over,
});

test('a registered holder is drawn with their details, the card with its number', () => {
  expect(manageDrawingData(input())).toEqual({
    cardNumber: '10000001',
    values: toPersonalForm(toClientCard(HOLDER), { email: '', city: 'Winnipeg' }),
  });
  expect(manageDrawingData(input())!.values.city).toBe('Brandon');
});

test('a card without a holder gets a fresh form: the configured city, no e-mail', () => {
  const data = manageDrawingData(input({ holder: { ...HOLDER, iCodClienteTarjeta: 0 } }))!;
  expect(data.values).toMatchObject({ fname: '', email: '', city: 'Winnipeg', agreement: false });
});

test('nothing on a wide screen, for a hotlisted or expired card, an answer that is not a record, or notes to show', () => {
  expect(manageDrawingData(input({ small: false }))).toBeNull();
  expect(manageDrawingData(input({ balance: deriveBalance(rawBalance({ Status: 'Hotlisted' }), CARD) }))).toBeNull();
  expect(manageDrawingData(input({ balance: deriveBalance(rawBalance({ dtFechaCaduca: '2001-01-01T00:00:00' }), CARD) }))).toBeNull();
  expect(manageDrawingData(input({ holder: null }))).toBeNull();
  expect(manageDrawingData(input({ holder: [HOLDER] }))).toBeNull();
  expect(manageDrawingData(input({ holder: { ...HOLDER, vchNota: 'Lost once' } }))).toBeNull();
});
