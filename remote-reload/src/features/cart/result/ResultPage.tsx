import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useToast, useApiClient } from '@portal/contract';
import { sendReceipt } from '../model/api';
import { useResultT } from './i18n';
import { st } from '@portal/kit';

/**
 * The frame of a payment result page: the outcome as the page's heading (focused when the page opens, so a screen
 * reader starts there after the redirect or navigation), its text, then the actions.
 */
export function ResultPage({
  title,
  severity,
  children,
  actions,
  after,
}: {
  title: string;
  severity: 'success' | 'error' | 'warning' | 'info';
  children?: ReactNode;
  actions: ReactNode;
  /** What an action reveals below the actions (the receipt). */
  after?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <Paper component="section" aria-labelledby="result-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Alert severity={severity} icon={false} role="presentation" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
        <Typography id="result-title" ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ outline: 'none', fontWeight: 700 }}>
          {title}
        </Typography>
      </Alert>
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>{actions}</Box>
      {after}
    </Paper>
  );
}

export function HomeButton() {
  const t = useResultT();
  return (
    <Button component={RouterLink} to="/home/balance" variant="outlined" sx={{ minHeight: 44 }}>
      {t('result.home')}
    </Button>
  );
}
export function BackToReloadButton() {
  const t = useResultT();
  return (
    <Button component={RouterLink} to="/home/reload" variant="contained" sx={{ minHeight: 44 }}>
      {t('result.backToReload')}
    </Button>
  );
}

/** Resend Receipt Email (Payments/SendReceiptEmail with the transaction key): 'Receipt Email Resent!'. */
export function ResendReceiptButton({ transactionKey }: { transactionKey: string }) {
  const client = useApiClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const t = useResultT();
  const resend = async () => {
    setBusy(true);
    try {
      await sendReceipt(client, transactionKey);
      toast.success(st('toast.receiptResent'));
    } catch {
      // The request error toast has been shown; the button can be used again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void resend()} sx={{ minHeight: 44 }}>
      {t('result.resend')}
    </Button>
  );
}
