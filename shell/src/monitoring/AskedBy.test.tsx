import { ApiError, type ApiClient } from '@portal/contract';
import { askedBy } from './monitoring';
import { takeNotes, type Noted } from './monitoring';

const failing = (error: unknown): ApiClient => ({
  apiBase: 'https://api.transit.example/api/',
  key: (path) => path,
  request: () => Promise.reject(error),
});

test("a failed call is noted with its operation (never the query's values), its status and the section that asked", async () => {
  const notes: Noted[] = [];
  takeNotes((n) => notes.push(n));
  const client = askedBy(askedBy(failing(new ApiError(500, 'Server error')), 'shell'), 'balance');
  await expect(client.request('GET', 'Card/GetCardBalance?cardNumber=10000001&cardType=1')).rejects.toThrow('Server error');
  // Wrapped twice (the shell's, then the section's): noted once, for the section.
  expect(notes).toEqual([
    expect.objectContaining({ type: 'api-failure', operation: 'Card/GetCardBalance', status: 500, remote: 'balance' }),
  ]);
  const signedOut = new ApiError(0, 'Signed out');
  signedOut.name = 'SignedOutError';
  await expect(askedBy(failing(signedOut), 'balance').request('GET', 'Card/GetCards')).rejects.toBe(signedOut);
  await expect(askedBy(failing(new TypeError('x')), 'balance').request('GET', 'Card/GetCards')).rejects.toThrow('x');
  expect(notes).toHaveLength(1);
});
