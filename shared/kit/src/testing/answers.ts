/**
 * The entry's early answers as the tests of api/earlyAnswers.ts and api/primed.ts fake them: a fetched answer as the
 * browser hands it over, and a customer's card list, balance and fare caps.
 */
export const USER = 'dana@transit.example';
export const CARDS = [
  { cardNumber: '20000002', cardType: 1, userName: 'Work' },
  { cardNumber: '10000001', cardType: 1, userName: 'Home' },
];
export const RAW_BALANCE = { ClassID: 3, Class: 'Adult', Status: 'Active', bActivo: 1, dNumSaldo: 12.5, smNumsaldoViaje: 4 };
export const FARE_CAPS = [{ ruleTypeId: 1, cashThreshold: 50, rideThreshold: 20, paidTripThreshold: 0 }];

/** A fetched answer as the browser hands it over (status, body, clone). */
export function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const make = (): Response =>
    ({
      ok: status < 400,
      status,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      clone: make,
    }) as unknown as Response;
  return make();
}
