import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from '@portal/contract';
import { formatDate, formatMoney, useCardBalance } from '@portal/kit';
import { readResultPageState, type ResultPageState } from '../model/checkout';
import { HomeButton, ResultPage } from './ResultPage';
import { useResultT } from './i18n';

/**
 * A result page reads its answer once (issue 25): taken from the address when the page opens, kept in the page,
 * and removed from the address bar at once (replaced by a history entry that only says it was handled). The answer
 * never stays in the address, the history or a return path; loading the page again shows that it was handled.
 */
export function useAnswerOnce<T>(read: (search: string) => T | null): { answer: T | null; handled: boolean; state: ResultPageState } {
  const location = useLocation();
  const navigate = useNavigate();
  const [first] = useState(() => ({ answer: read(location.search), state: readResultPageState(location.state) }));
  const hasQuery = location.search !== '' || location.hash !== '';
  useEffect(() => {
    if (first.answer !== null || hasQuery) navigate({ pathname: location.pathname }, { replace: true, state: { handled: true } });
    // Once, when the page opens: what it read is what it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { answer: first.answer, handled: first.answer === null && first.state.handled === true, state: first.state };
}

export function CheckHistoryButton() {
  const t = useResultT();
  return (
    <Button component={RouterLink} to="/home/balance" variant="contained" sx={{ minHeight: 44 }}>
      {t('result.checkHistory')}
    </Button>
  );
}

/** Spec 2: 'Invalid link' / 'The payment response is missing'. */
export function InvalidLink() {
  const t = useResultT();
  return (
    <ResultPage title={t('result.invalidTitle')} severity="warning" actions={<HomeButton />}>
      <Typography>{t('result.missing')}</Typography>
    </ResultPage>
  );
}

/** Loaded again after its answer was read: nothing is repeated, the card's history is where to look. */
export function AlreadyHandled() {
  const t = useResultT();
  return (
    <ResultPage
      title={t('result.handledTitle')}
      severity="info"
      actions={
        <>
          <CheckHistoryButton />
          <HomeButton />
        </>
      }
    >
      <Typography>{t('result.handled')}</Typography>
    </ResultPage>
  );
}

/**
 * An answer that no checkout of this browser is waiting for (a hand-made or old link, or a checkout elsewhere): the
 * provider's words, under a notice, and nothing changed here.
 */
export function UnmatchedAnswer({ outcome, rows }: { outcome: string; rows: Array<[label: string, value: string]> }) {
  const t = useResultT();
  return (
    <ResultPage
      title={t('result.unmatchedTitle')}
      severity="warning"
      actions={
        <>
          <CheckHistoryButton />
          <HomeButton />
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{t('result.unmatched')}</Typography>
      <Box component="section" aria-labelledby="provider-answer" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Typography id="provider-answer" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('result.providerAnswer')}
        </Typography>
        <AnswerList rows={[[t('result.outcome'), outcome], ...rows]} />
      </Box>
    </ResultPage>
  );
}

/** Label and value pairs, as text (the provider's words are never markup); empty values are left out. */
export function AnswerList({ rows }: { rows: Array<[label: string, value: string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
      }}
    >
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
    </Box>
  );
}

/** The fresh balance of each card a matched payment paid for, read from the API (never the last known one). */
export function NewBalances({ cards }: { cards: Array<{ cardNumber: string; cardType: number }> }) {
  const t = useResultT();
  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="new-balance" sx={{ mt: 2 }}>
      <Typography id="new-balance" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('result.newBalance')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {cards.map((card) => (
          <NewBalance key={`${card.cardNumber}:${card.cardType}`} card={card} />
        ))}
      </Box>
    </Box>
  );
}

function NewBalance({ card }: { card: { cardNumber: string; cardType: number } }) {
  const t = useResultT();
  const { data, error, asOf } = useCardBalance(card);
  if (data && asOf === null) {
    return (
      <li>
        {[
          t('result.cardBalance', { card: card.cardNumber, cash: formatMoney(data.cash), rides: data.rides }),
          ...(data.passEnd && !data.isPassExpired ? [t('result.cardPass', { date: formatDate(data.passEnd) })] : []),
        ].join(', ')}
      </li>
    );
  }
  if (error) return <li>{t('result.balanceFailed', { card: card.cardNumber })}</li>;
  // The status inside the item: an item with another role is no longer a list's item (axe's "list", WCAG 1.3.1).
  return (
    <li>
      <span role="status">{t('result.readingBalance', { card: card.cardNumber })}</span>
    </li>
  );
}
