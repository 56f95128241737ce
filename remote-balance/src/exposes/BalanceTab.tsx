import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { cardKey, cardLabel, useCardBalance, useSelectedCard } from '@portal/shared';
import { BalanceSummary, BalanceSummarySkeleton } from '../balance/BalanceSummary';
import { FareCaps } from '../balance/FareCaps';
import { HistorySection } from '../balance/HistorySection';

/**
 * The Balance tab (spec 2): the selected card's balance, its fare caps and its history. The card comes from the
 * shell through @portal/shared; data is keyed by card in the shared cache, so a card switch shows skeletons,
 * never the previous card's numbers.
 */
export default function BalanceTab() {
  const { selected } = useSelectedCard();
  const { data, error, mutate, isValidating } = useCardBalance(selected);
  if (!selected) return <Typography component="h2" variant="h5">Balance</Typography>;
  const balance = data && cardKey(data) === cardKey(selected) ? data : undefined;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>Balance</Typography>
      {balance ? (
        <>
          <BalanceSummary balance={balance} />
          <FareCaps caps={balance.fareCaps} />
        </>
      ) : error ? (
        <Alert severity="error" sx={{ mb: 3 }} action={<Button color="inherit" onClick={() => void mutate()} disabled={isValidating}>Retry</Button>}>
          The balance of card {cardLabel(selected)} could not be loaded.
        </Alert>
      ) : (
        <BalanceSummarySkeleton />
      )}
      <HistorySection key={cardKey(selected)} card={selected} />
    </>
  );
}
