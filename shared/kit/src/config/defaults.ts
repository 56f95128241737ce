/**
 * The spec's defaults for the feature switches (section 6) and business constants (section 9), for the embeds,
 * whose hosts give only what they change. scripts/config-from-env.mts writes the same defaults (a node test,
 * scripts/test/runtime-config.test.mts, keeps the two equal).
 */
export const DEFAULT_FEATURES = {
  eCash: true,
  comments: true,
  manageAccount: true,
  autoReloads: true,
  cardSuspension: true,
  recaptcha: false,
  legacyAuth: false,
  accountInfoTab: false,
} as const;

export const DEFAULT_CONSTANTS = {
  eCashLimit: 300,
  reloadMinimum: 0,
  autoReloadMinimum: 10,
  passwordPolicy: 'strong',
  defaultCity: 'Winnipeg',
  toastMs: 4000,
  idleMinutes: 15,
  idleWarningSeconds: 120,
  lowCashThreshold: 5,
} as const;
