import Typography from '@mui/material/Typography';
import { AsOf, BalanceSummary, BalanceSummarySkeleton, useCardBalance } from '@portal/kit';
import { useSelectedCard } from '@portal/contract';
import { useT } from '../../i18n';

/**
 * What the Balance tab's slot shows above its skeleton while remote-balance loads (federation/slotPreview.ts): the
 * selected card's balance as the data cache has it, with the tab's own heading, 'Last known, as of …' marker and tiles
 * (the kit's BalanceSummary). A returning customer sees their last known balance as soon as the frame is drawn; the
 * section then takes the place of the preview and the skeleton, in one commit, showing the same above its fare caps.
 * Before a balance is known (a first visit, and while the card list loads), the heading and the tiles' skeleton, where the section shows them: the
 * tiles then come in place, instead of pushing the skeleton below them down (a layout shift). Nothing once the page knows
 * there is no balance to show (no card, or the balance failed): the section says why.
 */
export function BalancePreview() {
  const { selected, cards } = useSelectedCard();
  const { data: balance, error, asOf } = useCardBalance(selected);
  const t = useT();
  // Coming while the selected card's balance, or the card list itself, is on its way.
  const coming = !balance && !error && (selected !== null || cards === undefined);
  if (!balance && !coming) return null;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('section.balance')}
      </Typography>
      {balance ? (
        <>
          {asOf !== null && <AsOf at={asOf} />}
          <BalanceSummary balance={balance} />
        </>
      ) : (
        <BalanceSummarySkeleton />
      )}
    </>
  );
}
