// @mui/system (its index, MUI, MIT licence) without its CSS variables machinery (createCssVarsProvider and the rest of
// its cssVars folder: the color scheme script, its storage and media query watchers), which the portal never runs: its
// theme is one palette, made by createTheme, provided by ThemeProvider (docs/decisions/0015-mui-without-css-variables.md).
// The index is shared whole (one instance for every app), so every one of its exports was on every route's first load
// (shared/build/parts/shims.ts, muiSystemShimAliases). Every name of the index is here: what the build keeps is MUI's own module,
// through `@portal/mui-system/` (its folder), the rest refuses with its reason.
export { css, keyframes, StyledEngineProvider } from '@mui/styled-engine';
export { default as GlobalStyles } from '@portal/mui-system/GlobalStyles/index.mjs';
export { default as borders } from '@portal/mui-system/borders/index.mjs';
export * from '@portal/mui-system/borders/index.mjs';
export { default as breakpoints } from '@portal/mui-system/breakpoints/index.mjs';
export { default as cssContainerQueries } from '@portal/mui-system/cssContainerQueries/index.mjs';
export {
  handleBreakpoints,
  mergeBreakpointsInOrder,
  resolveBreakpointValues as unstable_resolveBreakpointValues,
} from '@portal/mui-system/breakpoints/index.mjs';
export { default as compose } from '@portal/mui-system/compose/index.mjs';
export { default as display } from '@portal/mui-system/display/index.mjs';
export { default as flexbox } from '@portal/mui-system/flexbox/index.mjs';
export * from '@portal/mui-system/flexbox/index.mjs';
export { default as grid } from '@portal/mui-system/cssGrid/index.mjs';
export * from '@portal/mui-system/cssGrid/index.mjs';
export { default as palette } from '@portal/mui-system/palette/index.mjs';
export * from '@portal/mui-system/palette/index.mjs';
export { default as positions } from '@portal/mui-system/positions/index.mjs';
export * from '@portal/mui-system/positions/index.mjs';
export { default as shadows } from '@portal/mui-system/shadows/index.mjs';
export { default as sizing } from '@portal/mui-system/sizing/index.mjs';
export * from '@portal/mui-system/sizing/index.mjs';
export { default as spacing } from '@portal/mui-system/spacing/index.mjs';
export * from '@portal/mui-system/spacing/index.mjs';
export { default as style, getPath, getStyleValue } from '@portal/mui-system/style/index.mjs';
export { default as typography } from '@portal/mui-system/typography/index.mjs';
export * from '@portal/mui-system/typography/index.mjs';
export {
  default as unstable_styleFunctionSx,
  unstable_createStyleFunctionSx,
  extendSxProp as unstable_extendSxProp,
  unstable_defaultSxConfig,
} from '@portal/mui-system/styleFunctionSx/index.mjs';

/**
 * The `css` function accepts arrays as values for mobile-first responsive styles.
 * Note that this extends to non-theme values also. For example `display=['none', 'block']`
 * will also work.
 */

export function experimental_sx() {
  throw new Error('MUI: The `experimental_sx` has been moved to `theme.unstable_sx`.');
}
export { default as unstable_getThemeValue } from '@portal/mui-system/getThemeValue/index.mjs';
export { default as Box } from '@portal/mui-system/Box/index.mjs';
export * from '@portal/mui-system/Box/index.mjs';
export { default as createBox } from '@portal/mui-system/createBox/index.mjs';
export { default as createStyled } from '@portal/mui-system/createStyled/index.mjs';
export * from '@portal/mui-system/createStyled/index.mjs';
export { default as styled } from '@portal/mui-system/styled/index.mjs';
export { default as createTheme } from '@portal/mui-system/createTheme/index.mjs';
export { default as createBreakpoints } from '@portal/mui-system/createBreakpoints/createBreakpoints.mjs';
export { default as createSpacing } from '@portal/mui-system/createTheme/createSpacing.mjs';
export { default as shape } from '@portal/mui-system/createTheme/shape.mjs';
export { default as useThemeProps, getThemeProps } from '@portal/mui-system/useThemeProps/index.mjs';
export { default as useTheme } from '@portal/mui-system/useTheme/index.mjs';
export { default as useThemeWithoutDefault } from '@portal/mui-system/useThemeWithoutDefault/index.mjs';
export { default as useMediaQuery } from '@portal/mui-system/useMediaQuery/index.mjs';
export * from '@portal/mui-system/colorManipulator/index.mjs';
export { default as ThemeProvider } from '@portal/mui-system/ThemeProvider/index.mjs';
export { default as unstable_memoTheme } from '@portal/mui-system/memoTheme.mjs';
export { default as responsivePropType } from '@portal/mui-system/responsivePropType/index.mjs';
export { default as RtlProvider } from '@portal/mui-system/RtlProvider/index.mjs';
export * from '@portal/mui-system/RtlProvider/index.mjs';
export * from '@portal/mui-system/version/index.mjs';

/** ----------------- */
/** Layout components */
export { default as createContainer } from '@portal/mui-system/Container/createContainer.mjs';
export { default as Container } from '@portal/mui-system/Container/index.mjs';
export * from '@portal/mui-system/Container/index.mjs';
export { default as Grid } from '@portal/mui-system/Grid/Grid.mjs';
export * from '@portal/mui-system/Grid/index.mjs';
export { default as Stack } from '@portal/mui-system/Stack/Stack.mjs';
export * from '@portal/mui-system/Stack/index.mjs';

const refused = (name) =>
  function refusedByThePortalBuild() {
    throw new Error(
      `MUI's ${name} is not part of the portal's build: the portal's theme is one palette, without CSS variables or color schemes`,
    );
  };
export const unstable_createCssVarsProvider = refused('unstable_createCssVarsProvider');
export const unstable_createGetCssVar = refused('unstable_createGetCssVar');
export const unstable_cssVarsParser = refused('unstable_cssVarsParser');
export const unstable_prepareCssVars = refused('unstable_prepareCssVars');
export const unstable_createCssVarsTheme = refused('unstable_createCssVarsTheme');
