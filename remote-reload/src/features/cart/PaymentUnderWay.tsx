import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { intlLocale, STORAGE_KEYS, useLocale, type HistoryEntry, useApiClient } from '@portal/contract';
import { asOfParts, formatMoney, api, useRefreshAfterPayment } from '@portal/kit';
import { cartTotal, parseStoredCart } from './model/cart';
import { readStored, storedCartText, writeCart } from './model/store';
import {
  cardKey,
  cardsOfPending,
  cartAfterResult,
  parsePendingPayment,
  readPendingPayment,
  reconcilePendingPayment,
  writePendingPayment,
  type PendingPayment,
} from './model/checkout';
import { pageExpiresAt } from './model/paymentLock';
import { useT } from '../../i18n';

type State =
  | { kind: 'none' }
  | { kind: 'checking'; pending: PendingPayment }
  | { kind: 'under-way'; pending: PendingPayment; unreadable: string[] }
  | { kind: 'paid' | 'expired'; pending: PendingPayment };

export interface PaymentUnderWayProps {
  /** The stored record as it is now (PaymentGuard watches it in every tab and widget of this origin). */
  pendingText: string | null;
}

/**
 * A hosted payment under way for this browser's cart (issue 25, issue 35), shown where the cart is paid (the Reload
 * tab, in the portal and in the reload widget). Its result may come back to another tab, to the portal's result page
 * on another origin (the widget's), or never (the page closed): the panel learns it from the cards' history, compared
 * with what they held when the browser left (reconcilePendingPayment). Paid: the cart it paid for is emptied and the
 * customer is told. Not paid once the payment page has expired: the cart is offered again. Not known: Checkout stays
 * blocked, with what is known, and the panel checks again when the record changes (another tab's result page), when
 * the customer comes back, at the page's expiry, or on request; 'I did not pay' ends it. A card whose history cannot
 * be read keeps it unknown, and the customer is told to check that card's history.
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
      setState((s) => (s.kind === 'checking' || s.kind === 'under-way' ? { kind: 'none' } : s));
      return;
    }
    setState((s) => (s.kind === 'under-way' && s.pending.transactionId === pending.transactionId ? s : { kind: 'checking', pending }));
    const histories: Record<string, HistoryEntry[]> = {};
    await Promise.all(
      cardsOfPending(pending).map(async (card) => {
        try {
          histories[cardKey(card)] = await api.cards.history(client, card);
        } catch {
          // Not readable now (the toast said why): this card keeps the outcome unknown.
        }
      }),
    );
    // Settled meanwhile (another tab's result page, or this check running twice): what is stored now decides.
    if (readPendingPayment()?.transactionId !== pending.transactionId) return;
    const { outcome, unreadable } = reconcilePendingPayment(pending, histories, Date.now());
    if (outcome === 'paid') {
      const after = cartAfterResult({ approved: true, transactionId: pending.transactionId, pending, storedCart: storedCartText() });
      if (after.clearCart) writeCart([]);
      writePendingPayment(null);
      void refreshAfterPayment();
      setState({ kind: 'paid', pending });
    } else if (outcome === 'not-paid') {
      writePendingPayment(null);
      setState({ kind: 'expired', pending });
    } else {
      setState({ kind: 'under-way', pending, unreadable });
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

  // While it is under way: again when the customer comes back to this page, and when the payment page expires.
  const underWay = state.kind === 'under-way';
  const expiresAt = underWay ? pageExpiresAt(state.pending) : null;
  useEffect(() => {
    if (!underWay) return undefined;
    const again = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('pageshow', again);
    document.addEventListener('visibilitychange', again);
    const expiry = expiresAt === null ? undefined : setTimeout(again, Math.max(0, expiresAt - Date.now()) + 1000);
    return () => {
      window.removeEventListener('pageshow', again);
      document.removeEventListener('visibilitychange', again);
      clearTimeout(expiry);
    };
  }, [underWay, expiresAt, check]);

  const words = (p: PendingPayment) => {
    const expires = pageExpiresAt(p);
    return {
      total: formatMoney(cartTotal(parseStoredCart(p.cart))),
      time: p.startedAt === undefined ? '' : asOfParts(p.startedAt, intlLocale(locale)).time,
      expires: expires === null ? '' : asOfParts(expires, intlLocale(locale)).time,
    };
  };

  let banner: ReactNode = null;
  if (state.kind === 'checking') {
    banner = (
      <Typography role="status" sx={{ mb: 2 }}>
        {t('underWay.checking', words(state.pending))}
      </Typography>
    );
  } else if (state.kind === 'under-way') {
    const w = words(state.pending);
    banner = (
      <Alert severity="warning" role="region" aria-labelledby="under-way-title" sx={{ mb: 2 }}>
        <AlertTitle id="under-way-title" component="h2">
          {t('underWay.title')}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>{t('underWay.text', w)}</Typography>
        {state.unreadable.length > 0 ? (
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            {t('underWay.unreadable', { cards: state.unreadable.join(', '), count: state.unreadable.length })}
          </Typography>
        ) : null}
        <Typography sx={{ mb: 1 }}>{w.expires ? t('underWay.where', w) : t('underWay.whereNoTime')}</Typography>
        <Typography id="not-paid-hint" variant="body2" sx={{ mb: 1.5 }}>
          {t('underWay.notPaidHint')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void check()} sx={{ minHeight: 44 }}>
            {t('underWay.checkAgain')}
          </Button>
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
