import Typography from '@mui/material/Typography';
import { useSearchParams } from '@portal/shared';
import { BackToReloadButton, HomeButton, ResendReceiptButton, ResultPage } from './ResultPage';

/**
 * /transaction_result_saved?result=…&transaction_id=… (spec 2): after paying with the saved default card. The
 * checkout already cleared the cart and refreshed the card data; this page only shows the outcome, so loading it
 * again repeats nothing.
 */
export function SavedCardResult() {
  const [params] = useSearchParams();
  const key = params.get('transaction_id') ?? '';
  if (params.get('result') === 'Payment Successful') {
    return (
      <ResultPage title="Payment Successful!" severity="success" actions={<><HomeButton />{key && <ResendReceiptButton transactionKey={key} />}</>}>
        <Typography>Your payment was charged to your default saved payment card.</Typography>
      </ResultPage>
    );
  }
  return (
    <ResultPage title="Payment Error!" severity="error" actions={<><BackToReloadButton /><HomeButton /></>}>
      <Typography>We regret to inform you that your payment was rejected. Please try again.</Typography>
    </ResultPage>
  );
}
