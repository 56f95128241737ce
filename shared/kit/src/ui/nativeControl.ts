import type { CSSObject, Theme } from '@mui/material/styles';

/** The portal's focus ring, on every focusable control (the theme's, and native controls', which no baseline reaches in an embed). */
export const focusRing = { outline: '3px solid #f5a300', outlineOffset: 2 } as const;

/** Hints and disabled labels: #5f6368 is 6.3:1 on white, so a disabled field's hint (why it is disabled) is still read. */
export const quietText = '#5f6368';

/**
 * A native input, select or text area in the portal's look: the field's edge #6b7280, 4.8:1 on white (WCAG 1.4.11 asks
 * 3:1; MUI's outline is 1.6:1), red and thicker when `aria-invalid`, the focus ring, at least 44 px high.
 */
export const nativeControl = (theme: Theme): CSSObject => ({
  font: 'inherit',
  fontSize: theme.typography.pxToRem(16),
  minHeight: 44,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  margin: 0,
  border: '1px solid #6b7280',
  borderRadius: theme.shape.borderRadius,
  background: '#fff',
  color: theme.palette.text.primary,
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main, boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&:disabled': { background: '#f3f4f6', color: '#4b5563', cursor: 'not-allowed' },
});

/** A native select's own arrow, drawn (with `appearance: none`), beside the room its padding leaves on the right. */
export const selectArrow: CSSObject = {
  appearance: 'none',
  cursor: 'pointer',
  backgroundImage: 'linear-gradient(45deg, transparent 50%, #374151 50%), linear-gradient(135deg, #374151 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 12px) 50%',
  backgroundSize: '6px 6px',
  backgroundRepeat: 'no-repeat',
};
