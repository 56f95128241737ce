/**
 * What crosses the federation boundary as one shared instance (docs/decisions/0006-two-tiers-of-shared-code.md).
 * Defined once here and used by every app's build. Trailing-slash keys share deep imports (react-dom/client).
 *
 * Of the portal's own code only the runtime contract (@portal/contract) is shared; @portal/kit is bundled into each
 * app, so a section runs the helpers it was built and tested with.
 *
 * The router is not listed: it is re-exported by @portal/contract (contract/src/router.ts), which makes it one
 * instance for every app and lets the build keep only the router parts the portal uses.
 *
 * MUI: its styling core is shared (theme context, emotion, system) so one theme reaches every remote, while
 * each app bundles the @mui/material components it uses. The measured trade-off:
 * docs/decisions/0001-mui-styling-core-shared-by-file.md.
 */
/**
 * Each is one instance in the page; a section declares the range it runs on (its manifest's `metaData.portal.shared`),
 * and the shell refuses a section whose range the page's copy is not in (shell/src/federation/plugins/compatibility.ts).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/',
  '@mui/styled-engine',
  '@mui/private-theming',
  'notistack',
  'swr',
  'swr/',
  '@portal/contract',
] as const;

/**
 * Files inside @mui/material that its components import by relative path, shared by resolved file so a remote
 * uses the copies the shell already downloaded instead of its own (measured: docs/decisions/0001-mui-styling-core-shared-by-file.md).
 * Not singletons (since decision 0022): a component works in two copies, so a section built with another version of
 * @mui/material takes its own copy of these, never the page's silently.
 * Listed: the theme factory and default theme every styled component needs, the styles index some import
 * relatively, the contexts that must be one instance once their consumers are shared, and the components the
 * shell and the remotes both show. Components that read a context of their own are listed only with it.
 */
export const SHARED_MUI_INTERNALS = [
  'styles/index.mjs',
  'styles/createTheme.mjs',
  'styles/defaultTheme.mjs',
  'ButtonBase/ButtonBase.mjs',
  'ButtonGroup/ButtonGroupContext.mjs',
  'ButtonGroup/ButtonGroupButtonContext.mjs',
  'Button/Button.mjs',
  'IconButton/IconButton.mjs',
  'SvgIcon/SvgIcon.mjs',
  'Paper/Paper.mjs',
  'Typography/Typography.mjs',
  'Alert/Alert.mjs',
  'Skeleton/Skeleton.mjs',
] as const;

/** The package a shared key belongs to ('react-dom/' → 'react-dom', '@mui/material/styles' → '@mui/material'). */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}
