import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AsOf, BalanceSummary, BalanceSummarySkeleton, cardKey, cardLabel, RetryAlert, useCardBalance, useOnline } from '@portal/kit';
import { useSelectedCard } from '@portal/contract';
import { RuleHealthAlerts } from '@portal/kit/autoreload';
import { FareCaps } from './FareCaps';
import { HistorySection } from './HistorySection';
import { useT } from '../../i18n';

/**
 * The Balance tab (spec 2): the selected card's balance, its fare caps and its history. The card comes from the
 * shell through @portal/shared; data is keyed by card in the shared cache, so a card switch shows skeletons,
 * never the previous card's numbers.
 */
export default function BalanceTab({ historyTools = true }: { historyTools?: boolean } = {}) {
  const { selected } = useSelectedCard();
  // Keyed by card: after a switch there is no balance (skeletons) until the new card's arrives.
  const answer = useCardBalance(selected);
  const { data: balance, error, mutate, asOf } = answer;
  const t = useT();
  const online = useOnline();
  if (!selected)
    return (
      <Typography component="h2" variant="h5">
        {t('balance.title')}
      </Typography>
    );
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('balance.title')}
      </Typography>
      {balance ? (
        <>
          {/* The last known balance and caps, shown at once (and offline), say when they were read until fresh ones arrive. */}
          {asOf !== null && <AsOf at={asOf} />}
          {/* Online, a failed refresh is said with Retry (offline, the page's notice says why). */}
          {asOf !== null && error && online ? (
            <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
              {t('balance.stale', { card: cardLabel(selected) })}
            </RetryAlert>
          ) : null}
          <BalanceSummary balance={balance} />
          {/* An active auto-reload rule that cannot run is said where customers look first. */}
          <RuleHealthAlerts card={selected} />
          <FareCaps caps={balance.fareCaps} />
        </>
      ) : error ? (
        <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
          {t('balance.failed', { card: cardLabel(selected) })}
        </RetryAlert>
      ) : (
        <BalanceSummarySkeleton />
      )}
      {/* The history is shown once the balance above it is (or failed): shown before, the balance's tiles, taller than
          their skeleton, would push it down (a layout shift). It loads meanwhile. */}
      <Box sx={balance || error ? undefined : { display: 'none' }}>
        <HistorySection key={cardKey(selected)} card={selected} tools={historyTools} />
      </Box>
    </>
  );
}
