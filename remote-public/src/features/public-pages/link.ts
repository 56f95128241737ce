/** An e-mail link's parameters: the page needs every one (the prerendered pages' state follows the same rule). */
export const LINK_PARAMS = ['code', 'userId'] as const;

/** The code and userId of an e-mail link. No imports: the early script (early/early.ts) reads links with it too. */
export function linkParams(search: string): { code: string; userId: string } | null {
  const q = new URLSearchParams(search);
  const code = q.get('code')?.trim() ?? '';
  const userId = q.get('userId')?.trim() ?? '';
  return code && userId ? { code, userId } : null;
}
