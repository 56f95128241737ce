import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

// Native controls, styled like the home header's card selector: light (the tab's first load stays small) and the
// phone's own keyboard and picker on small screens.

const control = ({ theme }: { theme: import('@mui/material/styles').Theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.pxToRem(16),
  minHeight: 44,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box' as const,
  border: '1px solid #6b7280',
  borderRadius: theme.shape.borderRadius,
  background: '#fff',
  color: theme.palette.text.primary,
  '&:focus-visible': { outline: '3px solid #f5a300', outlineOffset: 2 },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main, boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&:disabled': { background: '#f3f4f6', color: '#4b5563', cursor: 'not-allowed' },
});

export const Input = styled('input')(({ theme }) => ({ ...control({ theme }), padding: '8px 12px' }));

export const Select = styled('select')(({ theme }) => ({
  ...control({ theme }),
  padding: '8px 36px 8px 12px',
  appearance: 'none',
  cursor: 'pointer',
  backgroundImage: 'linear-gradient(45deg, transparent 50%, #374151 50%), linear-gradient(135deg, #374151 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 12px) 50%',
  backgroundSize: '6px 6px',
  backgroundRepeat: 'no-repeat',
}));

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
