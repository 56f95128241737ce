import { recordingClient } from '@portal/kit/testing';
import { remove, setDefault } from './api';

test('setting a default payment card clears all defaults first; a removal names the card and the account', async () => {
  const { client, sent } = recordingClient([{}, {}, {}]);
  const card = { cardId: 'tok', cardNumber: '####1111', isDefault: false, email: 'a@b.c', transactionTag: '1', authCode: 'x' };
  await setDefault(client, 'a@b.c', card);
  await remove(client, 'a@b.c', 'tok');
  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
    'PUT CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False',
    'PUT CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID',
    'DELETE CreditCard/Delete_Credit_Debit_Card?Card_ID=tok&userAccount=a%40b.c',
  ]);
  expect(sent[0]!.body).toMatchObject({ card_ID: 'tok', default_Card: 0 });
  expect(sent[1]!.body).toEqual({
    card_ID: 'tok',
    email: 'a@b.c',
    card_Number: '####1111',
    transaction_Tag: '1',
    auth_Code: 'x',
    default_Card: 1,
  });
});
