import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps {
  id: string;
  label: ReactNode;
  value: string;
  name?: string;
  type?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the input element itself (autoComplete, readOnly, maxLength, aria-describedby…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>;
  /** Keep the label above the field even when it is empty (date fields show their own placeholder). */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field: what MUI's TextField renders (FormControl, InputLabel, OutlinedInput, FormHelperText), with
 * the same labelling and error announcement, without TextField itself. TextField imports Select and with it the menu,
 * popover and modal stack, which a form of plain fields never shows: the reset page's fields were the first
 * (docs/performance.md "8. The reset page's fields without TextField"), every form's are now.
 */
export function TextInput({
  id,
  label,
  helperText,
  htmlInput,
  shrinkLabel,
  fullWidth,
  margin,
  required,
  disabled,
  error,
  sx,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [helperId, htmlInput?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth={fullWidth} margin={margin} required={required} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        {...input}
        inputProps={{ ...htmlInput, 'aria-describedby': describedBy }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
