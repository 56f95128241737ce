// @mui/material/styles/createTheme.mjs (MUI, MIT licence) without its CSS variables theme (createThemeWithVars and
// what only it uses: about 7 KB gzip on every route): the portal's theme is one palette, built as MUI v5 built it
// (shared/build/parts/shims.ts, MUI_SHIMMED; docs/decisions/0015-mui-without-css-variables.md). Everything else is
// MUI's own code, unchanged; a theme asked for with `cssVariables` is refused with its reason.
import createPalette from '@portal/mui-styles/createPalette.mjs';
import { resolveFocusVisible, mergeFocusVisibleInput, isResolvedFocusVisible } from '@portal/mui-styles/focusVisible.mjs';
import createThemeNoVars from '@portal/mui-styles/createThemeNoVars.mjs';

function attachColorScheme(theme, scheme, colorScheme) {
  if (!theme.colorSchemes) {
    return undefined;
  }
  if (colorScheme) {
    theme.colorSchemes[scheme] = {
      ...(colorScheme !== true && colorScheme),
      palette: createPalette({
        ...(colorScheme === true ? {} : colorScheme.palette),
        mode: scheme,
      }),
    };
  }
  return undefined;
}

export default function createTheme(options = {}, ...args) {
  const {
    palette,
    cssVariables = false,
    colorSchemes: initialColorSchemes = !palette ? { light: true } : undefined,
    defaultColorScheme: initialDefaultColorScheme = palette?.mode,
  } = options;
  if (cssVariables !== false) {
    throw new Error(
      "MUI's CSS variables theme is not part of the portal's build: the portal's theme is one palette (createTheme without cssVariables)",
    );
  }
  const defaultColorSchemeInput = initialDefaultColorScheme || 'light';
  const defaultScheme = initialColorSchemes?.[defaultColorSchemeInput];
  const colorSchemesInput = {
    ...initialColorSchemes,
    ...(palette ? { [defaultColorSchemeInput]: { ...(typeof defaultScheme !== 'boolean' && defaultScheme), palette } } : undefined),
  };
  if (!('colorSchemes' in options)) {
    // Behaves exactly as v5
    return createThemeNoVars(options, ...args);
  }
  let paletteOptions = palette;
  if (!('palette' in options)) {
    if (colorSchemesInput[defaultColorSchemeInput]) {
      if (colorSchemesInput[defaultColorSchemeInput] !== true) {
        paletteOptions = colorSchemesInput[defaultColorSchemeInput].palette;
      } else if (defaultColorSchemeInput === 'dark') {
        paletteOptions = { mode: 'dark' };
      }
    }
  }
  const theme = createThemeNoVars({ ...options, palette: paletteOptions }, ...args);
  theme.defaultColorScheme = defaultColorSchemeInput;
  theme.colorSchemes = colorSchemesInput;
  if (theme.palette.mode === 'light') {
    theme.colorSchemes.light = { ...(colorSchemesInput.light !== true && colorSchemesInput.light), palette: theme.palette };
    attachColorScheme(theme, 'dark', colorSchemesInput.dark);
  }
  if (theme.palette.mode === 'dark') {
    theme.colorSchemes.dark = { ...(colorSchemesInput.dark !== true && colorSchemesInput.dark), palette: theme.palette };
    attachColorScheme(theme, 'light', colorSchemesInput.light);
  }
  if (theme.focusVisible != null && theme.focusVisible !== false) {
    let focusVisibleInput = theme.focusVisible;
    const rawFocusVisible = mergeFocusVisibleInput(options.focusVisible, args);
    const authoredColor = rawFocusVisible && typeof rawFocusVisible === 'object' ? rawFocusVisible.outlineColor : undefined;
    if (!authoredColor || (isResolvedFocusVisible(rawFocusVisible) && authoredColor === theme.palette.primary.main)) {
      // Without its outline colour, which each color scheme takes from its own primary colour below.
      focusVisibleInput = { ...focusVisibleInput };
      delete focusVisibleInput.outlineColor;
    }
    Object.keys(theme.colorSchemes).forEach((scheme) => {
      const schemePalette = theme.colorSchemes?.[scheme]?.palette;
      if (schemePalette?.primary) {
        theme.colorSchemes[scheme].focusVisible = resolveFocusVisible(focusVisibleInput, schemePalette.primary.main);
      }
    });
  }
  return theme;
}
