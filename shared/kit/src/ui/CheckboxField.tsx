import type { ChangeEventHandler, ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { focusRing, quietText } from './nativeControl';

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: 10,
  // The whole label is the target: at least 44 px high (WCAG 2.5.8 asks 24); the box beside its first line.
  padding: '10px 0',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'default', color: quietText },
  '& input': {
    width: 20,
    height: 20,
    margin: '2px 0 0',
    flex: 'none',
    accentColor: theme.palette.primary.main,
    cursor: 'inherit',
  },
  '& input:focus-visible': focusRing,
}));

/**
 * A checkbox named by its visible label, which is also what a press lands on: a native `<input type="checkbox">`
 * inside its `<label>`, in the portal's colour. MUI's Checkbox (with FormControlLabel and SwitchBase) draws its own
 * box over a hidden input for about 3 KB gzip; the browser's own box is as accessible and needs none of it.
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  disabled,
  describedBy,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  name?: string;
  disabled?: boolean;
  /** The id of what explains it (why it is disabled, an error). */
  describedBy?: string;
}) {
  return (
    <Label data-disabled={disabled || undefined}>
      <input type="checkbox" name={name} checked={checked} onChange={onChange} disabled={disabled} aria-describedby={describedBy} />
      <span>{label}</span>
    </Label>
  );
}
