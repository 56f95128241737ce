import { createTheme } from '@mui/material/styles';
import { focusRing, quietText } from './nativeControl';
import { prefersReducedMotion } from './motion';

const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/**
 * The portal's one theme, given by the shell (and by standalone and embed pages) to every remote. Colours meet
 * WCAG 2.1 AA contrast on white; every focusable control shows a visible focus ring.
 */
export const portalTheme = createTheme({
  palette: {
    primary: { main: '#003b71', contrastText: '#ffffff' },
    secondary: { main: '#00607a', contrastText: '#ffffff' },
    error: { main: '#b00020' },
    warning: { main: '#8a4b00' },
    success: { main: '#1b5e20' },
    info: { main: '#01579b' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  ...(prefersReducedMotion ? { transitions: NO_MOTION } : {}),
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // MUI's ButtonBase sets outline: 0, which beats the global :focus-visible rule below: buttons, icon buttons,
    // tabs and checkboxes get the same ring from their focus-visible class.
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    // A disabled field's hint is still read (why it is disabled, what it is for): MUI's disabled grey is 2.6:1.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: quietText } } } },
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
      },
    },
  },
});
