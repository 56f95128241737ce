import { recordingClient } from '@portal/kit/testing';
import { confirmMobileUser, confirmUser, resetMobilePassword, resetPassword } from './api';

test("the public pages' calls carry no bearer token, each to its own path", async () => {
  const { client, sent } = recordingClient([{ success: true }, {}, {}, {}]);
  expect(await resetPassword(client, 'u1', 'Transit!2027', 'code')).toEqual({ success: true });
  await resetMobilePassword(client, { userId: 'u1', token: 'code', password: 'p', currentPassword: '', email: 'a@b.c' });
  await confirmUser(client, 'u1', 'code');
  await confirmMobileUser(client, 'u1', 'code');
  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
    'POST UserLogin/ResetPassword',
    'POST MobileLogin/ResetPassword',
    'POST UserLogin/ConfirmUser',
    'POST Mobile/ConfirmMobileUser',
  ]);
  expect(sent[0]!.body).toEqual({ userId: 'u1', password: 'Transit!2027', token: 'code' });
  expect(sent[2]!.body).toEqual({ userId: 'u1', token: 'code' });
  expect(sent.every((r) => !('Authorization' in r.headers))).toBe(true);
});
