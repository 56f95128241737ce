import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { intlLocale, useLocale, type HistoryEntry } from '@portal/contract';
import { asOfParts, formatMoney, useApi, useRefreshAfterPayment } from '@portal/kit';
import { cartTotal, parseStoredCart, storedCartText, writeCart } from '@portal/kit/cart';
import {
  cardKey,
  cardsOfPending,
  cartAfterResult,
  PAYMENT_PAGE_WINDOW_MS,
  readPendingPayment,
  reconcilePendingPayment,
  writePendingPayment,
  type PendingPayment,
} from '@portal/kit/cart/checkout';
import { CheckoutBlockedContext } from '../cart/underWay';
import { useT } from '../../i18n';

type State =
  { kind: 'none' } | { kind: 'checking' | 'under-way'; pending: PendingPayment } | { kind: 'paid' | 'expired'; pending: PendingPayment };

/**
 * The reload widget never lets one cart be paid twice (issue 25). Its hosted payment returns to the portal's result
 * page, on another origin, so the widget cannot hear the answer: when it starts with a payment under way (the pending
 * payment it wrote when the customer left), it reads the cart's cards' history and compares it with what the cards
 * held then (reconcilePendingPayment). Paid: the cart it paid for is emptied and the customer is told. Not paid
 * once the payment page has expired: the cart is offered again. Not known yet: checkout stays blocked, with the
 * reason, and the widget checks again when the customer comes back to the page, at the page's expiry, or on request.
 */
export function PaymentUnderWay({ children }: { children: ReactNode }) {
  const api = useApi();
  const refreshAfterPayment = useRefreshAfterPayment();
  const t = useT();
  const { locale } = useLocale();
  const [state, setState] = useState<State>(() => {
    const pending = readPendingPayment();
    return pending ? { kind: 'checking', pending } : { kind: 'none' };
  });

  const check = useCallback(async () => {
    const pending = readPendingPayment();
    if (!pending) {
      setState((s) => (s.kind === 'checking' || s.kind === 'under-way' ? { kind: 'none' } : s));
      return;
    }
    setState({ kind: 'checking', pending });
    const histories: Record<string, HistoryEntry[]> = {};
    await Promise.all(
      cardsOfPending(pending).map(async (card) => {
        try {
          histories[cardKey(card)] = await api.cards.history(card);
        } catch {
          // Not readable now (the toast said why): this card decides nothing yet.
        }
      }),
    );
    const outcome = reconcilePendingPayment(pending, histories, Date.now());
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
      setState({ kind: 'under-way', pending });
    }
  }, [api, refreshAfterPayment]);

  // Once when the widget starts with a payment under way, and when the page is restored as it was left (Back from
  // the payment page, from the back/forward cache) with one.
  useEffect(() => {
    if (readPendingPayment()) void check();
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted && readPendingPayment()) void check();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [check]);

  // While it is under way: again when the customer comes back to this page (from the portal's result page, or a
  // tab shown again), and when the payment page expires.
  const underWay = state.kind === 'under-way';
  const startedAt = underWay ? state.pending.startedAt : undefined;
  useEffect(() => {
    if (!underWay) return undefined;
    const again = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('pageshow', again);
    document.addEventListener('visibilitychange', again);
    const expiry =
      startedAt === undefined ? undefined : setTimeout(again, Math.max(0, startedAt + PAYMENT_PAGE_WINDOW_MS - Date.now()) + 1000);
    return () => {
      window.removeEventListener('pageshow', again);
      document.removeEventListener('visibilitychange', again);
      clearTimeout(expiry);
    };
  }, [underWay, startedAt, check]);

  const blocked = state.kind === 'checking' || state.kind === 'under-way' ? t('underWay.blocked') : null;
  const words = (p: PendingPayment) => ({
    total: formatMoney(cartTotal(parseStoredCart(p.cart))),
    time: p.startedAt === undefined ? '' : asOfParts(p.startedAt, intlLocale(locale)).time,
  });

  let banner: ReactNode = null;
  if (state.kind === 'checking') {
    banner = (
      <Typography role="status" sx={{ mb: 2 }}>
        {t('underWay.checking', words(state.pending))}
      </Typography>
    );
  } else if (state.kind === 'under-way') {
    banner = (
      <Alert severity="warning" role="region" aria-labelledby="under-way-title" sx={{ mb: 2 }}>
        <AlertTitle id="under-way-title" component="h2">
          {t('underWay.title')}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>{t('underWay.text', words(state.pending))}</Typography>
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
  return (
    <CheckoutBlockedContext.Provider value={blocked}>
      {banner}
      {children}
    </CheckoutBlockedContext.Provider>
  );
}
