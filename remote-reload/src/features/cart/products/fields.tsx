import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { nativeControl, selectArrow } from '@portal/kit';

// Native controls in the kit's look (the card selector's and every form's): light (the tab's first load stays small)
// and the phone's own keyboard and picker on small screens.

export const Input = styled('input')(({ theme }) => ({ ...nativeControl(theme), padding: '8px 12px' }));

export const Select = styled('select')(({ theme }) => ({ ...nativeControl(theme), ...selectArrow, padding: '8px 36px 8px 12px' }));

const Label = styled('label')(({ theme }) => ({ display: 'block', fontWeight: 600, marginBottom: theme.spacing(0.5) }));
const Hint = styled('p')(({ theme }) => ({
  margin: `${theme.spacing(0.5)} 0 0`,
  fontSize: theme.typography.pxToRem(14),
  color: theme.palette.text.secondary,
}));
const ErrorText = styled('p')(({ theme }) => ({
  margin: `${theme.spacing(0.5)} 0 0`,
  fontSize: theme.typography.pxToRem(14),
  color: theme.palette.error.main,
  fontWeight: 600,
}));

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A labelled control with an optional hint and its error on the field. The error region is always there and
 * polite, so an error that appears while typing is announced; the control is described by both.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children(props: ControlProps): ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div style={{ minWidth: 0 }}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <div aria-live="polite">{error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}</div>
    </div>
  );
}
