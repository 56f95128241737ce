/**
 * Modules of the portal's libraries the build replaces with smaller ones of its own (shared/build/shims), measured in
 * docs/performance.md: the same aliases in every app's build, its embed.js and the single app.
 */
import fs from 'node:fs';
import path from 'node:path';

// __filename, not __dirname: tsx gives an ES module importing this file the right one only (scripts/test).
const SHIMS = path.resolve(path.dirname(__filename), '..', 'shims');

/**
 * MSAL's files the portal never runs, by their path inside @azure/msal-browser: its popup client (the portal signs
 * in, renews and signs out by redirect) and its platform broker (never allowed: its discovery, its two handlers and
 * its interaction client). docs/decisions/0013-msal-without-popup-and-broker.md.
 */
export const MSAL_SHIMMED = [
  'dist/interaction_client/PopupClient.mjs',
  'dist/interaction_client/PlatformAuthInteractionClient.mjs',
  'dist/broker/nativeBroker/PlatformAuthProvider.mjs',
] as const;

/** The shim that stands for one of MSAL_SHIMMED. */
export const msalShimOf = (file: (typeof MSAL_SHIMMED)[number]): string => path.join(SHIMS, 'msal', path.basename(file));

/**
 * MSAL's files are imported by relative path inside MSAL, so each is aliased by its resolved path (the resolver
 * matches an alias against the joined path of a relative request). A file an MSAL upgrade moved fails the build here,
 * rather than quietly bringing the popup or the broker back.
 */
export function msalShimAliases(appDir: string): Record<string, string> {
  const msalDir = path.dirname(require.resolve('@azure/msal-browser/package.json', { paths: [appDir] }));
  return Object.fromEntries(
    MSAL_SHIMMED.map((file) => {
      const real = path.join(msalDir, file);
      if (!fs.existsSync(real)) throw new Error(`${real}: gone from @azure/msal-browser; update shared/build/parts/shims.ts`);
      return [`${real}$`, msalShimOf(file)];
    }),
  );
}

/** Every shim's alias: formik's copies without lodash's baseClone, MSAL without its popup and broker. */
export function shimAliases(appDir: string): Record<string, string> {
  return {
    // formik's copies of form values without lodash's baseClone (shims/lodash-cloneDeep.mjs; docs/performance.md).
    'lodash-es/cloneDeep$': path.join(SHIMS, 'lodash-cloneDeep.mjs'),
    'lodash-es/clone$': path.join(SHIMS, 'lodash-clone.mjs'),
    ...msalShimAliases(appDir),
  };
}
