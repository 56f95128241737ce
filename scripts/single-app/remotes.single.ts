/**
 * The single-app build's stand-in for the shell's federation/remotes.ts (`npm run bench` only; never deployed, and
 * outside the product's source): every section is an ordinary dynamic import of the remote's exposed module, so the
 * same sources build as one single-page app without federation, to compare the federated portal against
 * (docs/performance.md). The build swaps this file in for remotes.ts (shared/build/parts/single.ts, PORTAL_SINGLE_APP=1);
 * scripts/test/single-app.test.mts keeps it equal to what the remotes' sources declare and to what the shell imports.
 */
import type { ComponentType } from 'react';
import type { PortalConfig, RemoteName } from '@portal/contract';

type Loader = () => Promise<{ default: ComponentType<never> }>;

/** Each remote's sections (as their releases declare them; a test keeps them equal), as imports. */
export const SINGLE_APP_SECTIONS: Record<RemoteName, Record<string, Loader>> = {
  balance: {
    BalanceTab: () => import('../../remote-balance/src/exposes/BalanceTab'),
    CardsOverview: () => import('../../remote-balance/src/exposes/CardsOverview'),
  },
  reload: {
    ReloadTab: () => import('../../remote-reload/src/exposes/ReloadTab'),
    TransactionResult: () => import('../../remote-reload/src/exposes/TransactionResult'),
    SavedCardResult: () => import('../../remote-reload/src/exposes/SavedCardResult'),
  },
  account: {
    ManageTab: () => import('../../remote-account/src/exposes/ManageTab'),
    PaymentMethodsTab: () => import('../../remote-account/src/exposes/PaymentMethodsTab'),
    ManageAccountTab: () => import('../../remote-account/src/exposes/ManageAccountTab'),
    MobileAccountDeletion: () => import('../../remote-account/src/exposes/MobileAccountDeletion'),
  },
  public: {
    ConfirmEmail: () => import('../../remote-public/src/exposes/ConfirmEmail'),
    ResetPassword: () => import('../../remote-public/src/exposes/ResetPassword'),
    ConfirmMobile: () => import('../../remote-public/src/exposes/ConfirmMobile'),
    ResetPasswordMobile: () => import('../../remote-public/src/exposes/ResetPasswordMobile'),
  },
};

export function registerPortalRemotes(_config: PortalConfig, _report?: unknown): void {
  // Nothing to register: the sections are part of this build.
}

/** No section file comes from another origin: the worker has no remote file to check. */
export const integrityFor = (_url: string): string | undefined => undefined;

/** Never called: the single app has no section file from another origin. */
export const fileRefusedByWorker = (file: string) => ({
  type: 'file-refused' as const,
  remote: 'unknown',
  release: 'unknown',
  file,
  reason: 'integrity' as const,
  detail: '',
});

/** Monitoring's attribution: every file is the shell's own here, so errors are the shell's, and no section has a release. */
export const sectionOfFile = (_url: string): { remote: string; release: string } | undefined => undefined;
export const releaseOfSection = (_remote: string): string | undefined => undefined;
/** A section is part of this build: it never fails to load on its own. */
export const isLoadFailure = (_error: unknown): boolean => false;

const arrived = new Map<string, unknown>();

export async function loadRemoteComponent<P>(remote: RemoteName, module: string, _retry: boolean): Promise<{ default: ComponentType<P> }> {
  const load = SINGLE_APP_SECTIONS[remote]?.[module];
  if (!load) throw new Error(`${remote}/${module} is not in the single-app build (scripts/single-app/remotes.single.ts)`);
  const loaded = (await load()) as unknown as { default: ComponentType<P> };
  arrived.set(`${remote}/${module}`, loaded.default);
  return loaded;
}

/** A section already loaded, rendered at once by its slot (as remotes.ts does). */
export function arrivedSection<P>(remote: RemoteName, module: string): ComponentType<P> | undefined {
  return arrived.get(`${remote}/${module}`) as ComponentType<P> | undefined;
}

export function prefetchSection(remote: RemoteName, module: string): void {
  loadRemoteComponent(remote, module, false).catch(() => {
    /* shown by the section's own slot */
  });
}
