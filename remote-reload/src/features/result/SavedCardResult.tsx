import Typography from '@mui/material/Typography';
import { useSearchParams } from '@portal/contract';
import { BackToReloadButton, HomeButton, ResendReceiptButton, ResultPage } from './ResultPage';
import { useResultT } from './i18n';

/**
 * /transaction_result_saved?result=…&transaction_id=… (spec 2): after paying with the saved default card. The
 * checkout already cleared the cart and refreshed the card data; this page only shows the outcome, so loading it
 * again repeats nothing.
 */
export function SavedCardResult() {
  const [params] = useSearchParams();
  const key = params.get('transaction_id') ?? '';
  const t = useResultT();
  if (params.get('result') === 'Payment Successful') {
    return (
      <ResultPage
        title={t('result.successTitle')}
        severity="success"
        actions={
          <>
            <HomeButton />
            {key && <ResendReceiptButton transactionKey={key} />}
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
