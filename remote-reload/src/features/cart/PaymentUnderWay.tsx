import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { intlLocale, STORAGE_KEYS, useLocale, useApiClient } from '@portal/contract';
import { asOfParts, formatMoney, useRefreshAfterPayment } from '@portal/kit';
import { cartTotal, parseStoredCart } from './model/cart';
import { readStored, storedCartText, writeCart } from './model/store';
import {
  askableAt,
  cartAfterResult,
  outcomeOf,
  parsePendingPayment,
  readPendingPayment,
  writePendingPayment,
  type PaymentStatus,
  type PendingPayment,
} from './model/checkout';
import { paymentStatus } from './model/api';
import { useT } from '../../i18n';

type State =
  | { kind: 'none' }
  /** A request still on its way in some tab: nothing to ask yet (asking would close its key). */
  | { kind: 'sending'; pending: PendingPayment; askAt: number }
  | { kind: 'checking'; pending: PendingPayment }
  /** Not settled: the API says it may still be paid (until expiresAt), or could not be asked (failed). */
  | { kind: 'under-way'; pending: PendingPayment; expiresAt: number | null; failed: boolean }
  | { kind: 'paid' | 'expired'; pending: PendingPayment };

export interface PaymentUnderWayProps {
  /** The stored record as it is now (PaymentGuard watches it in every tab and widget of this origin). */
  pendingText: string | null;
}

const sameAttempt = (a: PendingPayment, b: PendingPayment) => a.key === b.key && a.transactionId === b.transactionId;

/**
 * A payment under way for this browser's cart (issues 25, 35 and 86), shown where the cart is paid (the Reload tab, in
 * the portal and in the reload widget). Its result may come back to another tab, to the portal's result page on
 * another origin (the widget's), or never (the page closed, the answer lost): the panel asks the API what became of
 * it (Payments/TransactionStatus, by its transaction or its attempt's key). No clock of the portal's decides: paid,
 * the cart it paid for is emptied and the customer is told; not paid (declined, expired, never started), the cart is
 * offered again; not known, Checkout stays blocked with what is known, and the panel asks again when the record
 * changes (another tab's result page), when the customer comes back, when the API said the page expires, or on
 * request. 'I did not pay' ends a hosted one (its page refuses the cart once it is paid another way).
 */
export function PaymentUnderWay({ pendingText }: PaymentUnderWayProps) {
  const client = useApiClient();
  const refreshAfterPayment = useRefreshAfterPayment();
  const t = useT();
  const { locale } = useLocale();
  const [state, setState] = useState<State>(() => {
    const pending = parsePendingPayment(pendingText);
    return pending ? { kind: 'checking', pending } : { kind: 'none' };
  });

  const check = useCallback(async () => {
    const pending = readPendingPayment();
    if (!pending) {
      // None, or one that cannot be read (edited, truncated): removed, so it blocks nothing.
      if (readStored(STORAGE_KEYS.pendingPayment) !== null) writePendingPayment(null);
      setState((s) => (s.kind === 'checking' || s.kind === 'under-way' || s.kind === 'sending' ? { kind: 'none' } : s));
      return;
    }
    const askAt = askableAt(pending);
    if (askAt !== null && askAt > Date.now()) {
      setState({ kind: 'sending', pending, askAt });
      return;
    }
    setState((s) => (s.kind === 'under-way' && sameAttempt(s.pending, pending) ? s : { kind: 'checking', pending }));
    let status: PaymentStatus | null = null;
    try {
      status = await paymentStatus(
        client,
        pending.transactionId ? { transactionId: pending.transactionId } : { idempotencyKey: pending.key },
      );
    } catch {
      // Not answered now: the outcome stays unknown, and the customer is told.
    }
    // Settled meanwhile (another tab's result page, or this check running twice): what is stored now decides.
    const now = readPendingPayment();
    if (!now || !sameAttempt(now, pending)) return;
    const outcome = status ? outcomeOf(status) : 'unknown';
    if (outcome === 'paid') {
      const after = cartAfterResult({ approved: true, transactionId: pending.transactionId, pending, storedCart: storedCartText() });
      // A saved-card payment has no transaction id in the record: its cart is the one it paid for.
      if (after.clearCart || (!pending.transactionId && storedCartText() === pending.cart)) writeCart([]);
      writePendingPayment(null);
      void refreshAfterPayment();
      setState({ kind: 'paid', pending });
    } else if (outcome === 'not-paid') {
      writePendingPayment(null);
      setState({ kind: 'expired', pending });
    } else {
      setState({ kind: 'under-way', pending, expiresAt: status?.expiresAt ?? null, failed: status === null });
    }
  }, [client, refreshAfterPayment]);

  // When the panel starts, and whenever the record changes: written by a checkout in another tab, settled by a result
  // page in another tab, ended by 'I did not pay' elsewhere.
  useEffect(() => {
    void check();
  }, [pendingText, check]);

  // Back from the payment page, the page may be restored as it was left (the back/forward cache): check again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) void check();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [check]);

  // While it is not settled: again when the customer comes back to this page, when the API said its page expires, and
  // once a request that was on its way may be asked about.
  const waiting = state.kind === 'under-way' || state.kind === 'sending';
  const askAgainAt = state.kind === 'under-way' ? state.expiresAt : state.kind === 'sending' ? state.askAt : null;
  useEffect(() => {
    if (!waiting) return undefined;
    const again = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('pageshow', again);
    document.addEventListener('visibilitychange', again);
    const timer = askAgainAt === null ? undefined : setTimeout(again, Math.max(0, askAgainAt - Date.now()) + 1000);
    return () => {
      window.removeEventListener('pageshow', again);
      document.removeEventListener('visibilitychange', again);
      clearTimeout(timer);
    };
  }, [waiting, askAgainAt, check]);

  const words = (p: PendingPayment, expiresAt: number | null = null) => ({
    total: formatMoney(cartTotal(parseStoredCart(p.cart))),
    time: p.startedAt === undefined ? '' : asOfParts(p.startedAt, intlLocale(locale)).time,
    expires: expiresAt === null ? '' : asOfParts(expiresAt, intlLocale(locale)).time,
  });

  let banner: ReactNode = null;
  if (state.kind === 'checking') {
    banner = (
      <Typography role="status" sx={{ mb: 2 }}>
        {t('underWay.checking', words(state.pending))}
      </Typography>
    );
  } else if (state.kind === 'under-way') {
    const w = words(state.pending, state.expiresAt);
    const hosted = state.pending.method === 'hosted';
    banner = (
      <Alert severity="warning" role="region" aria-labelledby="under-way-title" sx={{ mb: 2 }}>
        <AlertTitle id="under-way-title" component="h2">
          {t('underWay.title')}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>{t(hosted ? 'underWay.text' : 'underWay.savedText', w)}</Typography>
        {state.failed ? <Typography sx={{ mb: 1, fontWeight: 600 }}>{t('underWay.unknown')}</Typography> : null}
        {hosted ? <Typography sx={{ mb: 1 }}>{w.expires ? t('underWay.where', w) : t('underWay.whereNoTime')}</Typography> : null}
        {hosted ? (
          <Typography id="not-paid-hint" variant="body2" sx={{ mb: 1.5 }}>
            {t('underWay.notPaidHint')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void check()} sx={{ minHeight: 44 }}>
            {t('underWay.checkAgain')}
          </Button>
          {hosted ? (
            <Button
              variant="outlined"
              aria-describedby="not-paid-hint"
              onClick={() => {
                writePendingPayment(null);
                setState({ kind: 'none' });
              }}
              sx={{ minHeight: 44 }}
            >
              {t('underWay.notPaid')}
            </Button>
          ) : null}
        </Box>
      </Alert>
    );
  } else if (state.kind === 'paid' || state.kind === 'expired') {
    banner = (
      <Alert severity={state.kind === 'paid' ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
        {t(state.kind === 'paid' ? 'underWay.paid' : 'underWay.expired', words(state.pending))}
      </Alert>
    );
  }
  return banner;
}

export default PaymentUnderWay;
