import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney, useHasDefaultPaymentCard, useRefreshAfterPayment, useRefreshSavedCards } from '@portal/kit';
import { ApiError, useAuth, useToast, useApiClient } from '@portal/contract';
import {
  answerMatchesPending,
  cardsOfPending,
  cartAfterResult,
  maskedCardFromReceipt,
  readPendingPayment,
  readProviderAnswer,
  writePendingPayment,
} from '../model/checkout';
import { saveCard } from '../model/api';
import { storedCartText, writeCart } from '../model/store';
import { BackToReloadButton, HomeButton, ResendReceiptButton, ResultPage } from './ResultPage';
import { useResultT } from './i18n';
import { AlreadyHandled, AnswerList, InvalidLink, NewBalances, UnmatchedAnswer, useAnswerOnce } from './answerOnce';
import { st } from '@portal/kit';

/** Save Payment Card (Save_Credit_Debit_Card with the provider's transaction tag and authorization code): 'Payment Saved!'. */
function SavePaymentCardButton({ transactionTag, authCode, receipt }: { transactionTag: string; authCode: string; receipt: string }) {
  const client = useApiClient();
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
      await saveCard(client, {
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
    } catch (e) {
      setState('idle');
      // The agency's API saves a card only from an approved payment of this customer's (404 otherwise): said so.
      if (e instanceof ApiError && (e.status === 404 || e.status === 403))
        toast.error(t('result.saveRefused'), t('result.saveRefusedDetail'));
      else if (e instanceof ApiError) toast.error(st('api.requestError'), e.message);
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
 * x_response_code. The answer is read once and removed from the address (useAnswerOnce). Only an answer that settles
 * the checkout this browser started (its pending payment) changes anything: an approved one clears the cart it paid
 * for and shows the cards' fresh balances; a declined or failed one keeps the cart. Any other approved answer is
 * shown as the provider's words under a notice that it could not be matched, and changes nothing.
 */
export function TransactionResult() {
  const { answer, handled } = useAnswerOnce(readProviderAnswer);
  const [pending] = useState(readPendingPayment);
  const matched = answer !== null && answerMatchesPending(answer, pending);
  const refreshAfterPayment = useRefreshAfterPayment();
  const { isAuthenticated: signedIn } = useAuth();
  const [receiptOpen, setReceiptOpen] = useState(false);
  const t = useResultT();
  const code = answer?.code ?? '';

  useEffect(() => {
    if (!answer || !matched || !['1', '2', '3'].includes(code)) return;
    const after = cartAfterResult({ approved: code === '1', transactionId: answer.transactionId, pending, storedCart: storedCartText() });
    if (after.clearCart) writeCart([]);
    if (after.clearPending) writePendingPayment(null);
    if (code === '1' && signedIn) void refreshAfterPayment();
  }, [answer, matched, code, pending, refreshAfterPayment, signedIn]);

  if (!answer) {
    return handled ? <AlreadyHandled /> : <InvalidLink />;
  }
  const amount = Number(answer.amount);
  const total = Number.isFinite(amount) && answer.amount ? formatMoney(amount) : '';
  if (code === '1' && !matched) {
    return (
      <UnmatchedAnswer
        outcome={t('result.successTitle')}
        rows={[
          [t('result.message'), answer.reasonText],
          [t('result.email'), answer.email],
          [t('result.total'), total],
          [t('result.receipt'), answer.receipt],
        ]}
      />
    );
  }
  const reason = answer.reasonText;
  const receipt = answer.receipt;
  if (code === '1') {
    return (
      <ResultPage
        title={t('result.successTitle')}
        severity="success"
        actions={
          <>
            <HomeButton />
            {signedIn && answer.transId && answer.authCode && (
              <SavePaymentCardButton transactionTag={answer.transId} authCode={answer.authCode} receipt={receipt} />
            )}
            {signedIn && answer.key && <ResendReceiptButton transactionKey={answer.key} />}
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
        <AnswerList
          rows={[
            [t('result.email'), answer.email],
            [t('result.total'), total],
          ]}
        />
        {signedIn && <NewBalances cards={cardsOfPending(pending)} />}
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
  return <InvalidLink />;
}
