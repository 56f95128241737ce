import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney, useApi, useHasDefaultPaymentCard, useRefreshAfterPayment, useRefreshSavedCards } from '@portal/kit';
import { useAuth, useSearchParams, useToast } from '@portal/contract';
import { cartAfterResult, maskedCardFromReceipt, readPendingPayment, splitReference, writePendingPayment } from '@portal/kit/cart/checkout';
import { storedCartText, writeCart } from '@portal/kit/cart';
import { BackToReloadButton, HomeButton, ResendReceiptButton, ResultPage } from './ResultPage';
import { useResultT } from './i18n';
import { st } from '@portal/kit';

/** Save Payment Card (Save_Credit_Debit_Card with the provider's transaction tag and authorization code): 'Payment Saved!'. */
function SavePaymentCardButton({ transactionTag, authCode, receipt }: { transactionTag: string; authCode: string; receipt: string }) {
  const api = useApi();
  const { account } = useAuth();
  const toast = useToast();
  const refreshSavedCards = useRefreshSavedCards();
  const { data: hasDefault } = useHasDefaultPaymentCard();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const t = useResultT();
  const save = async () => {
    if (!account || state !== 'idle') return;
    setState('saving');
    try {
      // The first saved card becomes the default, so 'Pay with saved card' can use it next time.
      await api.savedCards.save({
        cardId: '',
        email: account.username,
        cardNumber: maskedCardFromReceipt(receipt),
        transactionTag,
        authCode,
        isDefault: hasDefault === false,
      });
      toast.success(st('toast.paymentSaved'));
      setState('saved');
      void refreshSavedCards();
    } catch {
      setState('idle'); // the request error toast says why (e.g. already saved)
    }
  };
  return (
    <Button variant="outlined" disabled={state !== 'idle'} onClick={() => void save()} sx={{ minHeight: 44 }}>
      {state === 'saved' ? t('result.cardSaved') : t('result.saveCard')}
    </Button>
  );
}

/**
 * /transaction_result: where the hosted payment page sends the browser back (spec 2 'Result pages'), by
 * x_response_code. An approved payment clears the cart it paid for (once: loading the address again clears
 * nothing) and refreshes balances, history and products; a declined or failed one keeps the cart.
 */
export function TransactionResult() {
  const [params] = useSearchParams();
  const p = (k: string) => params.get(k) ?? '';
  const code = p('x_response_code');
  const { transactionId, key } = splitReference(p('x_reference_3'));
  const refreshAfterPayment = useRefreshAfterPayment();
  const [receiptOpen, setReceiptOpen] = useState(false);
  const t = useResultT();

  useEffect(() => {
    if (!['1', '2', '3'].includes(code) || !transactionId) return;
    const after = cartAfterResult({ approved: code === '1', transactionId, pending: readPendingPayment(), storedCart: storedCartText() });
    if (after.clearCart) writeCart([]);
    if (after.clearPending) writePendingPayment(null);
    if (code === '1') void refreshAfterPayment();
  }, [code, transactionId, refreshAfterPayment]);

  const reason = p('x_response_reason_text');
  if (code === '1') {
    const amount = Number(p('x_amount'));
    const receipt = p('exact_ctr');
    return (
      <ResultPage
        title={t('result.successTitle')}
        severity="success"
        actions={
          <>
            <HomeButton />
            {p('x_trans_id') && p('x_auth_code') && (
              <SavePaymentCardButton transactionTag={p('x_trans_id')} authCode={p('x_auth_code')} receipt={receipt} />
            )}
            {key && <ResendReceiptButton transactionKey={key} />}
            {receipt && (
              <Button
                variant="outlined"
                aria-expanded={receiptOpen}
                aria-controls={receiptOpen ? 'receipt' : undefined}
                onClick={() => setReceiptOpen((o) => !o)}
                sx={{ minHeight: 44 }}
              >
                {t('result.viewReceipt')}
              </Button>
            )}
          </>
        }
        after={
          receipt &&
          receiptOpen && (
            // The provider's receipt is plain text with the card masked: shown as text, never as HTML.
            <Box
              component="pre"
              id="receipt"
              tabIndex={0}
              aria-label={t('result.receipt')}
              sx={{
                mt: 3,
                mb: 0,
                p: 2,
                bgcolor: 'grey.100',
                borderRadius: 1,
                fontSize: 13,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              }}
            >
              {receipt}
            </Box>
          )
        }
      >
        {reason && <Typography sx={{ mb: 2 }}>{reason}</Typography>}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{t('result.email')}</dt>
          <dd>{p('x_email')}</dd>
          <dt>{t('result.total')}</dt>
          <dd>{Number.isFinite(amount) && p('x_amount') ? formatMoney(amount) : ''}</dd>
        </Box>
      </ResultPage>
    );
  }
  if (code === '2' || code === '3') {
    return (
      <ResultPage
        title={code === '2' ? t('result.declinedTitle') : t('result.errorTitle')}
        severity="error"
        actions={
          <>
            <BackToReloadButton />
            <HomeButton />
          </>
        }
      >
        {reason && <Typography sx={{ mb: 1 }}>{reason}</Typography>}
        <Typography>{t('result.nothingCharged')}</Typography>
      </ResultPage>
    );
  }
  return (
    <ResultPage title={t('result.invalidTitle')} severity="warning" actions={<HomeButton />}>
      <Typography>{t('result.missing')}</Typography>
    </ResultPage>
  );
}
