import {
  useLayoutEffect,
  useRef,
  type ChangeEventHandler,
  type ComponentProps,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

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
  sx?: SxProps<Theme>;
}

// FormControl's margins, so that forms keep their rhythm.
const MARGINS = { none: [0, 0], dense: [8, 4], normal: [16, 8] } as const;

const Field = styled('div', { shouldForwardProp: (p) => p !== 'fullWidth' && p !== 'margin' && p !== 'sx' })<{
  fullWidth?: boolean;
  margin: keyof typeof MARGINS;
}>(({ fullWidth, margin }) => ({
  display: fullWidth ? 'flex' : 'inline-flex',
  flexDirection: 'column',
  width: fullWidth ? '100%' : undefined,
  minWidth: 0,
  verticalAlign: 'top',
  marginTop: MARGINS[margin][0],
  marginBottom: MARGINS[margin][1],
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: theme.palette.text.primary,
  marginBottom: 4,
}));

const control = ({ theme }: { theme: Theme }) =>
  ({
    font: 'inherit',
    fontSize: '1rem',
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    background: '#fff',
    // #6b6b6b on white is 5.3:1: the field's edge is seen (WCAG 1.4.11 asks 3:1; MUI's outline is 1.6:1).
    border: '1px solid #6b6b6b',
    borderRadius: theme.shape.borderRadius,
    padding: '11px 12px',
    minHeight: 48,
    width: '100%',
    boxSizing: 'border-box',
    margin: 0,
    '&:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
    // The portal's focus ring (the theme's), here too because an embed has no global baseline; the edge thickens.
    '&:focus-visible': {
      outline: '3px solid #f5a300',
      outlineOffset: 2,
      borderColor: theme.palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
    },
    '&[aria-invalid="true"]': { borderColor: theme.palette.error.main, boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
    '&:disabled': { background: '#f2f2f2', color: '#5f6368', borderColor: '#9e9e9e' },
  }) as const;

const Input = styled('input')(control);
const TextArea = styled('textarea')(({ theme }) => ({ ...control({ theme }), resize: 'vertical', overflowY: 'auto' }));

/** A text area that grows with what is written (from `rows` up; a `max-height` given by the form caps it, then it scrolls). */
function GrowingTextArea(props: ComponentProps<typeof TextArea> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    // scrollHeight leaves out the borders, which the box counts (border-box).
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [props.value]);
  return <TextArea ref={ref} {...props} />;
}

const Helper = styled('p', { shouldForwardProp: (p) => p !== 'error' })<{ error?: boolean }>(({ theme, error }) => ({
  ...theme.typography.caption,
  margin: '4px 2px 0',
  // One line is always kept for the message, so an error shown when a field is left does not move what is below it:
  // a press on Save that starts as the field loses focus would otherwise end beside the moved button and be lost.
  minHeight: `calc(${theme.typography.caption.fontSize} * ${theme.typography.caption.lineHeight})`,
  // A disabled field's hint is still read (why it is disabled, what it is for): #5f6368 is 6.3:1 on white.
  color: error ? theme.palette.error.main : '#5f6368',
  fontWeight: error ? 600 : undefined,
}));

/**
 * A text field with its label above it: a native `<input>` (or `<textarea>`) named by a `<label>`, its hint or error
 * below it, described by it, `aria-invalid` when in error, and `required` marked with an asterisk hidden from
 * screen readers (the input itself says it is required). MUI's TextField imports Select and the menu, popover and
 * modal stack; its parts without it (FormControl, InputLabel, OutlinedInput, InputBase, FormHelperText) still cost
 * about 8 KB gzip on every form's first load, which this does in under 1 KB (docs/performance.md "Forms on native
 * fields"). A label that stays above the field is also the clearer pattern on a phone.
 */
export function TextInput({
  id,
  label,
  helperText,
  htmlInput,
  fullWidth,
  margin = 'none',
  required,
  disabled,
  error,
  multiline,
  minRows,
  sx,
  type,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [helperId, htmlInput?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const common = {
    ...htmlInput,
    ...input,
    id,
    required,
    disabled,
    'aria-invalid': error || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Field fullWidth={fullWidth} margin={margin} sx={sx}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">&thinsp;*</span>}
      </Label>
      {multiline ? <GrowingTextArea {...common} rows={minRows ?? 2} /> : <Input {...common} type={type} />}
      <Helper id={helperId} error={error}>
        {helperText}
      </Helper>
    </Field>
  );
}
