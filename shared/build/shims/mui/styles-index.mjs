// @mui/material/styles (its index, MUI, MIT licence) without what the portal never runs: MUI's CSS variables theme and
// provider (extendTheme, CssVarsProvider, useColorScheme, the color scheme script), and the theme tools of other
// kinds of theme (the v4 adapter, responsive font sizes, high contrast, color schemes). The index is shared whole
// (one instance for every app), so every one of its exports was on every route's first load: about 12 KB gzip, the
// CSS variables machinery of @mui/system with it (shared/build/parts/shims.ts, MUI_SHIMMED;
// docs/decisions/0015-mui-without-css-variables.md). Every name of MUI's index is here: what the portal's build
// keeps is MUI's own module, the rest refuses with its reason.
export { default as THEME_ID } from '@portal/mui-styles/identifier.mjs';
export {
  hexToRgb,
  rgbToHex,
  hslToRgb,
  decomposeColor,
  recomposeColor,
  getContrastRatio,
  getLuminance,
  emphasize,
  alpha,
  darken,
  lighten,
  css,
  keyframes,
} from '@mui/system';
export { unstable_createBreakpoints } from '@mui/system/createBreakpoints';
export function experimental_sx() {
  throw new Error('MUI: The `experimental_sx` has been moved to `theme.unstable_sx`.');
}
export { default as createTheme } from './createTheme.mjs';
export { default as unstable_createMuiStrictModeTheme } from '@portal/mui-styles/createMuiStrictModeTheme.mjs';
export { default as createStyles } from '@portal/mui-styles/createStyles.mjs';
export { getUnit as unstable_getUnit, toUnitless as unstable_toUnitless } from '@portal/mui-styles/cssUtils.mjs';
export { default as createTransitions, duration, easing } from '@portal/mui-styles/createTransitions.mjs';
export { default as useTheme } from '@portal/mui-styles/useTheme.mjs';
export { default as useThemeProps } from '@portal/mui-styles/useThemeProps.mjs';
export { default as styled } from '@portal/mui-styles/styled.mjs';
export { default as ThemeProvider } from './ThemeProvider.mjs';
export { StyledEngineProvider } from '@mui/system';
export { default as makeStyles } from '@portal/mui-styles/makeStyles.mjs';
export { default as withStyles } from '@portal/mui-styles/withStyles.mjs';
export { default as withTheme } from '@portal/mui-styles/withTheme.mjs';
export { default as getOverlayAlpha } from '@portal/mui-styles/getOverlayAlpha.mjs';
export { default as shouldSkipGeneratingVar } from '@portal/mui-styles/shouldSkipGeneratingVar.mjs';
export { default as private_createTypography } from '@portal/mui-styles/createTypography.mjs';
export { default as private_createMixins } from '@portal/mui-styles/createMixins.mjs';
export { default as private_excludeVariablesFromRoot } from '@portal/mui-styles/excludeVariablesFromRoot.mjs';
export {
  applyInsetFocusVisible as private_applyInsetFocusVisible,
  applyChildrenFocusVisible as private_applyChildrenFocusVisible,
  outsetFocusRing as private_outsetFocusRing,
} from '@portal/mui-styles/focusVisible.mjs';

const refused = (name, why) =>
  function refusedByThePortalBuild() {
    throw new Error(`MUI's ${name} is not part of the portal's build: ${why}`);
  };
const CSS_VARIABLES = "the portal's theme is one palette, without CSS variables or color schemes";
const OTHER_THEMES = "the portal's theme is made by createTheme alone";
export const adaptV4Theme = refused('adaptV4Theme', OTHER_THEMES);
export const enhanceHighContrast = refused('enhanceHighContrast', OTHER_THEMES);
export const responsiveFontSizes = refused('responsiveFontSizes', OTHER_THEMES);
export const createColorScheme = refused('createColorScheme', CSS_VARIABLES);
export const extendTheme = refused('extendTheme', CSS_VARIABLES);
export const experimental_extendTheme = refused('experimental_extendTheme', CSS_VARIABLES);
export const CssVarsProvider = refused('CssVarsProvider', CSS_VARIABLES);
export const Experimental_CssVarsProvider = refused('Experimental_CssVarsProvider', CSS_VARIABLES);
export const useColorScheme = refused('useColorScheme', CSS_VARIABLES);
export const getInitColorSchemeScript = refused('getInitColorSchemeScript', CSS_VARIABLES);
