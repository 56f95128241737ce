import { useContext, useMemo, type ReactNode } from 'react';
import { ApiClientContext } from '@portal/contract';
import { askedBy } from './monitoring';

/**
 * Gives what is inside the API client of `remote` (the shell's own pages, or one section's slot), wrapped by
 * monitoring.ts's `askedBy`. That is in the shell's first files, not here: this component is in two of the shell's
 * files (the app's and the section slot's), the wrapper only once.
 */
export function AskedBy({ remote, children }: { remote: string; children: ReactNode }) {
  const client = useContext(ApiClientContext);
  const value = useMemo(() => (client ? askedBy(client, remote) : null), [client, remote]);
  return value ? <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider> : <>{children}</>;
}
