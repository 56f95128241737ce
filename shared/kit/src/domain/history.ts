import type { HistoryKind } from '@portal/contract';

/** History classification (spec 4): 1 or 4 is a reload; 0 or 2 is a ride; 3 or 8 is admin. */
export function classifyOperation(operationType: number): HistoryKind | null {
  if (operationType === 1 || operationType === 4) return 'reload';
  if (operationType === 0 || operationType === 2) return 'ride';
  if (operationType === 3 || operationType === 8) return 'admin';
  return null;
}
