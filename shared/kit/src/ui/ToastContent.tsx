import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toast with the theme's darker colours: its own green (#43a047) and orange under white text fail
 * WCAG 2.1 AA contrast (3:1). Passed to the SnackbarProvider of NotistackToasts as `Components`.
 */
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b00020' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
});

export const TOAST_COMPONENTS = {
  default: AccessibleToast,
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
};
