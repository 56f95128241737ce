import {
  useLayoutEffect,
  useRef,
  type ChangeEventHandler,
  type ComponentProps,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { focusRing, nativeControl, quietText } from './nativeControl';

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

const control = ({ theme }: { theme: Theme }): CSSObject => ({
  ...nativeControl(theme),
  lineHeight: 1.5,
  padding: '11px 12px',
  minHeight: 48,
  '&:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
  // The ring, and the edge thickens.
  '&:focus-visible': { ...focusRing, borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
});

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

/**
 * A field's hint or error, below it. One line is always kept for it, so an error shown when a field is left does not
 * move what is below it: a press on Save that starts as the field loses focus would otherwise end beside the moved
 * button and be lost.
 */
export const FieldMessage = styled('p', { shouldForwardProp: (p) => p !== 'error' })<{ error?: boolean }>(({ theme, error }) => ({
  ...theme.typography.caption,
  margin: '4px 2px 0',
  minHeight: `calc(${theme.typography.caption.fontSize} * ${theme.typography.caption.lineHeight})`,
  color: error ? theme.palette.error.main : quietText,
  fontWeight: error ? 600 : undefined,
  // The same when only the field says so: a page drawn before the app, whose early script shows the error (issue 39).
  // (`~`: a page drawn at build time has its styles between the field and its message.)
  '[aria-invalid="true"] ~ &': { color: theme.palette.error.main, fontWeight: 600 },
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
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">&thinsp;*</span>}
      </Label>
      {multiline ? <GrowingTextArea {...common} rows={minRows ?? 2} /> : <Input {...common} type={type} />}
      <FieldMessage id={helperId} error={error}>
        {helperText}
      </FieldMessage>
    </Field>
  );
}
