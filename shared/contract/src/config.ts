/**
 * The runtime config (`/portal.config.json`): everything the shell learns at runtime, provided to every section.
 * In production only this file changes. Its validation is the shell's (@portal/kit's config/portalConfig.ts).
 */
import { createContext, useContext } from 'react';
import type { SectionsTable } from './sections';

/** The portal's remotes, each one team's: the runtime config names each, and each release declares its sections (sections.ts). */
export type RemoteName = 'balance' | 'reload' | 'account' | 'public';

export interface AuthConfig {
  clientId: string;
  /** B2C authority: https://{host}/{tenant}.onmicrosoft.com/{policy}. */
  authority: string;
  /** Hosts MSAL may trust as B2C authorities (host and port). */
  knownAuthorities: string[];
  /** The discovery document inline (JSON text), which skips MSAL's discovery fetch. */
  authorityMetadata?: string;
  /** API scopes acquired with every token (read and write). */
  scopes: string[];
  redirectUri: string;
  postLogoutRedirectUri: string;
  passwordResetUrl: string;
  profileEditUrl: string;
  /** 'AAD' for an Azure AD B2C tenant (default); 'OIDC' for a generic OpenID Connect provider. */
  protocolMode?: 'AAD' | 'OIDC';
}

export interface FeatureSwitches {
  eCash: boolean;
  comments: boolean;
  manageAccount: boolean;
  autoReloads: boolean;
  cardSuspension: boolean;
  recaptcha: boolean;
  /** Legacy authentication: the profile dialog opens for a user with no name. */
  legacyAuth: boolean;
  /** The account Info tab (disabled by configuration in the spec). */
  accountInfoTab: boolean;
}

export interface BusinessConstants {
  eCashLimit: number;
  reloadMinimum: number;
  autoReloadMinimum: number;
  passwordPolicy: 'basic' | 'strong';
  defaultCity: string;
  toastMs: number;
  /** Minutes without input (in any tab) before the portal signs out; 15 when not given. */
  idleMinutes: number;
  /** Seconds before that sign-out that a warning offers to stay signed in; 120 when not given. */
  idleWarningSeconds: number;
  /**
   * E-Cash under this (dollars) is said on the cards overview as needing attention, with an amount proposed; 5 when
   * the config does not give it (since 1.1.0).
   */
  lowCashThreshold: number;
}

export interface RemoteConfig {
  /**
   * URL of the remote's mf-manifest.json: its latest release (`https://balance.example/mf-manifest.json`), or one
   * release (`…/releases/1.4.0/mf-manifest.json`) when the section is pinned.
   */
  manifest: string;
  /**
   * A pin: the sha256 of that release's remoteEntry.js (`sha256-` and base64, as in a script's integrity). The shell
   * then loads exactly that file, and refuses any other as the section's failure.
   */
  integrity?: string;
}

export interface MonitoringConfig {
  /** Where the shell reports events for monitoring (a section refused, a file that failed its integrity check). */
  eventsUrl: string;
}

export interface PortalConfig {
  apiBase: string;
  bannerUrl: string;
  transitInfoUrl: string;
  auth: AuthConfig;
  remotes: Record<RemoteName, RemoteConfig>;
  /**
   * The addresses each remote's sections may have, by remote (since 1.4.0): `/home/manage` exactly, or `/account/*`
   * for every address under it. A section its release declares elsewhere is refused. A key of its own, beside
   * `remotes`, so that a shell from before 1.4.0 (which refuses unknown keys in a remote's entry) runs the same file.
   */
  routes: Record<string, string[]>;
  /** Origins remotes may be loaded from; anything else is refused. */
  allowedRemoteOrigins: string[];
  features: FeatureSwitches;
  constants: BusinessConstants;
  monitoring?: MonitoringConfig;
  /**
   * Every remote's sections, as their releases declare them (since 1.4.0): added by the shell's server, which reads
   * each remote's release and checks it (docs/sections.md).
   */
  sections?: SectionsTable;
}

/** The runtime config, provided by the shell (or a standalone page) to every remote. */
export const PortalConfigContext = createContext<PortalConfig | null>(null);

export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig() needs the PortalConfigContext the shell provides');
  return config;
}
