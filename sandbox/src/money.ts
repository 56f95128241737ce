/** Money is kept in whole cents inside the sandbox and shown as dollars (numbers) at the API boundary. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Dollars from a request: a number or numeric string with at most two decimals; null when not money. */
export function toCents(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6) return null;
  return cents;
}

/** '45.00': the amount form used in payment fingerprints. */
export const amountString = (cents: number): string => (cents / 100).toFixed(2);

export const E_CASH_LIMIT_CENTS = 30_000;
