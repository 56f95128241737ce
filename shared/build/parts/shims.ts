/**
 * Modules of the portal's libraries the build replaces with smaller ones of its own (shared/build/shims), measured in
 * docs/performance.md: the same aliases in every app's build, its embed.js and the single app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveFrom } from './resolveFrom';

// __filename, not __dirname: tsx gives an ES module importing this file the right one only (scripts/test).
const SHIMS = path.resolve(path.dirname(__filename), '..', 'shims');

/**
 * MSAL's files the portal never runs, by their path inside their package (@azure/msal-browser, or @azure/msal-common,
 * which it imports): its popup client (the portal signs in, renews and signs out by redirect), its platform broker
 * (never allowed: its discovery, its two handlers and its interaction client), its redeeming of a code a server
 * obtained (`acquireTokenByCode`, never called), its proof-of-possession and DPoP tokens (the portal asks for
 * bearer tokens only), and its discovery of a confidential client's Azure region (created with every authority, asked
 * only for a region a browser's configuration cannot name). docs/decisions/0013-msal-without-popup-and-broker.md.
 */
export const MSAL_SHIMMED = [
  '@azure/msal-browser/dist/interaction_client/PopupClient.mjs',
  '@azure/msal-browser/dist/interaction_client/PlatformAuthInteractionClient.mjs',
  '@azure/msal-browser/dist/broker/nativeBroker/PlatformAuthProvider.mjs',
  '@azure/msal-browser/dist/interaction_client/SilentAuthCodeClient.mjs',
  '@azure/msal-common/dist-browser/crypto/PopTokenGenerator.mjs',
  '@azure/msal-common/dist-browser/crypto/DpopProofGenerator.mjs',
  '@azure/msal-common/dist-browser/authority/RegionDiscovery.mjs',
] as const;
export type MsalShimmed = (typeof MSAL_SHIMMED)[number];

/** The shim that stands for one of MSAL_SHIMMED. */
export const msalShimOf = (file: MsalShimmed): string => path.join(SHIMS, 'msal', path.basename(file));

/**
 * Where one of MSAL_SHIMMED is on disk, as the bundler resolves it from `appDir`: @azure/msal-browser from the app,
 * @azure/msal-common from @azure/msal-browser (the copy it imports).
 */
export function msalFileOf(appDir: string, file: MsalShimmed): string {
  const browserDir = path.dirname(resolveFrom(appDir, '@azure/msal-browser/package.json'));
  const [scope, name, ...rest] = file.split('/');
  const pkg = `${scope}/${name}`;
  const dir = pkg === '@azure/msal-browser' ? browserDir : path.dirname(resolveFrom(browserDir, `${pkg}/package.json`));
  return path.join(dir, ...rest);
}

/**
 * MSAL's files are imported by relative path inside MSAL, so each is aliased by its resolved path (the resolver
 * matches an alias against the joined path of a relative request). A file an MSAL upgrade moved fails the build here,
 * rather than quietly bringing the popup, the broker or the rest back.
 */
export function msalShimAliases(appDir: string): Record<string, string> {
  return Object.fromEntries(
    MSAL_SHIMMED.map((file) => {
      const real = msalFileOf(appDir, file);
      if (!fs.existsSync(real)) throw new Error(`${real}: gone from its MSAL package; update shared/build/parts/shims.ts`);
      return [`${real}$`, msalShimOf(file)];
    }),
  );
}

/**
 * MUI's files that bring its CSS variables theme into every route (its styles index, shared whole, and the theme
 * factory and provider that import it), by their path inside @mui/material, with their shims: the same code without
 * the CSS variables theme and provider, which the portal's one-palette theme never reaches, and the index's tools of
 * other kinds of theme refused. docs/decisions/0015-mui-without-css-variables.md.
 */
export const MUI_SHIMMED = {
  'styles/index.mjs': 'styles-index.mjs',
  'styles/createTheme.mjs': 'createTheme.mjs',
  'styles/ThemeProvider.mjs': 'ThemeProvider.mjs',
} as const;
export type MuiShimmed = keyof typeof MUI_SHIMMED;

/** The shim that stands for one of MUI_SHIMMED. */
export const muiShimOf = (file: MuiShimmed): string => path.join(SHIMS, 'mui', MUI_SHIMMED[file]);

/** @mui/material's folder, as the bundler resolves it from `appDir`. */
export const muiDirOf = (appDir: string): string => path.dirname(resolveFrom(appDir, '@mui/material/package.json'));

/**
 * MUI imports these files by relative path (and `@mui/material/styles` names the index): each is aliased by its
 * resolved path. The shims import MUI's own files through `@portal/mui-styles/` (its styles folder; the package's
 * exports name none of them). A file an upgrade moved fails the build here.
 */
export function muiShimAliases(appDir: string): Record<string, string> {
  const muiDir = muiDirOf(appDir);
  const aliases: Record<string, string> = { '@portal/mui-styles': path.join(muiDir, 'styles'), ...muiSystemShimAliases(appDir) };
  for (const file of Object.keys(MUI_SHIMMED) as MuiShimmed[]) {
    const real = path.join(muiDir, file);
    if (!fs.existsSync(real)) throw new Error(`${real}: gone from @mui/material; update shared/build/parts/shims.ts`);
    aliases[`${real}$`] = muiShimOf(file);
  }
  return aliases;
}

/** @mui/system's folder, as the bundler resolves it from `appDir`. */
export const muiSystemDirOf = (appDir: string): string => path.dirname(resolveFrom(appDir, '@mui/system/package.json'));

/** The shim that stands for @mui/system's index (its ES module, what `import '@mui/system'` resolves to). */
export const MUI_SYSTEM_SHIM = path.join(SHIMS, 'mui', 'system-index.mjs');

/**
 * @mui/system's index without its CSS variables machinery (shims/mui/system-index.mjs; docs/decisions/0015): the
 * package's name and its index's resolved path to the shim, and `@portal/mui-system/` to its folder, through which the
 * shim imports the index's other modules (not shared keys of their own: they stay in the index's one instance).
 */
export function muiSystemShimAliases(appDir: string): Record<string, string> {
  const dir = muiSystemDirOf(appDir);
  const index = path.join(dir, 'index.mjs');
  if (!fs.existsSync(index)) throw new Error(`${index}: gone from @mui/system; update shared/build/parts/shims.ts`);
  return { '@mui/system$': MUI_SYSTEM_SHIM, [`${index}$`]: MUI_SYSTEM_SHIM, '@portal/mui-system': dir };
}

/** Every shim's alias: formik's copies without lodash's baseClone, its paths without lodash's cache, MSAL and MUI without what the portal never runs. */
export function shimAliases(appDir: string): Record<string, string> {
  return {
    // formik's copies of form values without lodash's baseClone (shims/lodash-cloneDeep.mjs; docs/performance.md).
    'lodash-es/cloneDeep$': path.join(SHIMS, 'lodash-cloneDeep.mjs'),
    'lodash-es/clone$': path.join(SHIMS, 'lodash-clone.mjs'),
    // formik's reading of a field's name without lodash's memoized cache (shims/lodash-toPath.mjs).
    'lodash-es/toPath$': path.join(SHIMS, 'lodash-toPath.mjs'),
    ...msalShimAliases(appDir),
    ...muiShimAliases(appDir),
    ...reactRouterProductionAlias(appDir),
  };
}

/**
 * react-router's production build. Its package's exports name only its development build (with its warnings, behind
 * a constant, not NODE_ENV), so a bundler never picks the production one by itself. Same API, same code paths; without
 * the warnings' code (docs/performance-log.md).
 */
export function reactRouterProductionAlias(appDir: string): Record<string, string> {
  const dir = path.dirname(resolveFrom(appDir, 'react-router/package.json'));
  const production = path.join(dir, 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(production)) throw new Error(`${production}: gone from react-router; update shared/build/parts/shims.ts`);
  return { 'react-router$': production };
}
