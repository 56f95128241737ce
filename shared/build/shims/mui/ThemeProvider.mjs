// @mui/material/styles/ThemeProvider.mjs (MUI, MIT licence) without its CSS variables provider, which only a theme
// with color schemes reaches: the portal's theme has one palette (shared/build/parts/shims.ts, MUI_SHIMMED;
// docs/decisions/0015-mui-without-css-variables.md). A theme with color schemes is refused with its reason.
'use client';

import * as React from 'react';
import ThemeProviderNoVars from '@portal/mui-styles/ThemeProviderNoVars.mjs';
import THEME_ID from '@portal/mui-styles/identifier.mjs';
import { jsx as _jsx } from 'react/jsx-runtime';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') {
      return theme;
    }
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if (!('colorSchemes' in muiTheme)) {
      if (!('vars' in muiTheme)) {
        // For non-CSS variables themes, set `vars` to null to prevent theme inheritance from the upper theme.
        return { ...theme, vars: null };
      }
      return theme;
    }
    return null;
  }, [theme]);
  if (noVarsTheme) {
    return /*#__PURE__*/ _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
  }
  throw new Error(
    "MUI's CSS variables and color schemes are not part of the portal's build: the portal's theme is one palette (a theme with colorSchemes cannot be provided)",
  );
}
