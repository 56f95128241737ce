import Typography from '@mui/material/Typography';
import { useAuth } from '@portal/contract';
import { BackToReloadButton, HomeButton, ResendReceiptButton, ResultPage } from './ResultPage';
import { AlreadyHandled, InvalidLink, UnmatchedAnswer, useAnswerOnce } from './answerOnce';
import { useResultT } from './i18n';

/** The saved-card result page's query (spec 2: result, transaction_id), or null when it carries neither. */
function readSavedCardAnswer(search: string): { result: string; key: string } | null {
  const q = new URLSearchParams(search);
  if (!q.has('result') && !q.has('transaction_id')) return null;
  return { result: q.get('result') ?? '', key: q.get('transaction_id') ?? '' };
}

/**
 * /transaction_result_saved?result=…&transaction_id=… (spec 2): after paying with the saved default card. The
 * checkout already cleared the cart and refreshed the card data, and opens this page with the transaction in its
 * history entry: a success is shown as this browser's payment only then. The query is read once and removed from
 * the address; a hand-made success link shows the answer under a notice and offers nothing.
 */
export function SavedCardResult() {
  const { answer, handled, state } = useAnswerOnce(readSavedCardAnswer);
  const { isAuthenticated: signedIn } = useAuth();
  const t = useResultT();
  if (!answer) return handled ? <AlreadyHandled /> : <InvalidLink />;
  const matched = Boolean(answer.key) && state.checkout === answer.key;
  if (answer.result === 'Payment Successful') {
    if (!matched) return <UnmatchedAnswer outcome={t('result.successTitle')} rows={[]} />;
    return (
      <ResultPage
        title={t('result.successTitle')}
        severity="success"
        actions={
          <>
            <HomeButton />
            {signedIn && <ResendReceiptButton transactionKey={answer.key} />}
          </>
        }
      >
        <Typography>{t('result.savedCardCharged')}</Typography>
      </ResultPage>
    );
  }
  return (
    <ResultPage
      title={t('result.errorTitle')}
      severity="error"
      actions={
        <>
          <BackToReloadButton />
          <HomeButton />
        </>
      }
    >
      <Typography>{t('result.rejected')}</Typography>
    </ResultPage>
  );
}
