import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  AsOf,
  cardKey,
  cardLabel,
  expiryBadgeText,
  fareCapBars,
  formatDate,
  formatMoney,
  panelSx,
  passSummary,
  reloadProposalPath,
  RetryAlert,
  statusText,
  todayIso,
  useCardBalance,
  useCards,
  useOnline,
  visuallyHidden,
} from '@portal/kit';
import { Link as RouterLink, usePortalConfig, type Balance, type Card } from '@portal/contract';
import { actionFor, attentionOf, inAttentionOrder, type Attention } from './model/attention';
import { useCardsT, type CardsKey } from './i18n';
import { CapBar } from '../../ui/CapBar';

type Known = Attention[] | 'failed';

/**
 * The cards overview (issue 40): every card of the account at a glance, what needs attention first, in words, each
 * with one step to act on it. Each tile asks for its card's balance through the shared cache (the shell's header asks
 * for the selected card under the same key, so no card is asked for twice), shows its own loading and failure with
 * Retry, and the last known figures at once (and offline), marked as such. The tiles are drawn once every balance is
 * known (or failed), the ones needing attention first, with a skeleton of the list before: a tile never moves or grows
 * under a reader's eyes or finger (issue 39's layout shift; the tiles fetch meanwhile, mounted but not displayed).
 */
export default function CardsOverview() {
  const t = useCardsT();
  const list = useCards();
  const { data: cards, error, mutate } = list;
  const [known, setKnown] = useState<ReadonlyMap<string, Known>>(new Map());
  const report = useCallback((key: string, value: Known) => {
    setKnown((m) => (m.get(key) === value ? m : new Map(m).set(key, value)));
  }, []);
  const ordered = useMemo(() => {
    if (!cards) return [];
    const tiles = cards.map((card) => ({ card, known: known.get(cardKey(card)) }));
    if (tiles.some((x) => x.known === undefined)) return tiles;
    return inAttentionOrder(tiles.map((x) => ({ ...x, attention: x.known === 'failed' ? null : x.known! })));
  }, [cards, known]);
  const settled = cards !== undefined && ordered.every((x) => x.known !== undefined);
  const needing = ordered.filter((x) => Array.isArray(x.known) && x.known.length > 0).length;

  let body;
  if (!cards && error) {
    body = (
      <RetryAlert onRetry={() => void mutate()} busy={list.isValidating}>
        {t('cards.cardsFailed')}
      </RetryAlert>
    );
  } else if (!cards) {
    body = (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>
          {t('cards.loadingCards')}
        </Box>
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  } else if (cards.length === 0) {
    body = <Typography>{t('cards.none')}</Typography>;
  } else {
    body = (
      <>
        {/* Said once every balance is known: a polite status, read when it appears. */}
        <Typography role="status" sx={{ mb: 2, minHeight: '1.5em' }}>
          {settled ? t('cards.attentionCount', { count: needing }) : ''}
        </Typography>
        {!settled && (
          <Box role="status" sx={grid}>
            <Box component="span" sx={visuallyHidden}>
              {t('cards.loadingCards')}
            </Box>
            {cards.map((card) => (
              <Skeleton key={cardKey(card)} variant="rounded" height={240} aria-hidden />
            ))}
          </Box>
        )}
        <Box component="ul" aria-label={t('cards.list')} sx={{ ...grid, display: settled ? 'grid' : 'none' }}>
          {ordered.map(({ card }) => (
            <CardTile key={cardKey(card)} card={card} onKnown={report} />
          ))}
        </Box>
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby="cards-overview-title">
      <Typography id="cards-overview-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('cards.title')}
      </Typography>
      {body}
    </Box>
  );
}

/** The tiles' grid: one column on a phone, two or three on wider screens. */
const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: 2,
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

const tile = {
  ...panelSx,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  minWidth: 0,
} as const;

/** One card: its label and number, state, figures and fare caps, what needs attention and the one step for it. */
function CardTile({ card, onKnown }: { card: Card; onKnown(key: string, value: Known): void }) {
  const t = useCardsT();
  const id = useId();
  const { constants } = usePortalConfig();
  const online = useOnline();
  const answer = useCardBalance(card);
  const { data: balance, error, mutate, asOf } = answer;
  const today = todayIso();
  const attention = useMemo(
    () => (balance ? attentionOf(balance, today, constants.lowCashThreshold) : null),
    [balance, today, constants.lowCashThreshold],
  );
  const key = cardKey(card);
  // What the overview's order needs: this card's attention, or that it failed (it then keeps its place).
  const known: Known | undefined = attention ?? (error ? 'failed' : undefined);
  useEffect(() => {
    if (known !== undefined) onKnown(key, known);
  }, [key, known, onKnown]);
  const label = cardLabel(card);
  const first = attention?.[0];
  const needs = Boolean(first);

  return (
    <Box
      component="li"
      aria-labelledby={`${id}-title`}
      sx={{ ...tile, ...(needs ? { borderColor: '#b45309', borderWidth: 2, borderLeftWidth: 6 } : {}) }}
    >
      <Typography id={`${id}-title`} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {balance ? (
        <>
          {asOf !== null && <AsOf at={asOf} />}
          {asOf !== null && error && online ? (
            <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
              {t('cards.stale', { card: label })}
            </RetryAlert>
          ) : null}
          <Badges balance={balance} today={today} />
          {attention && attention.length > 0 && (
            <Box sx={{ bgcolor: '#fff4e5', borderRadius: 1, p: 1.5 }}>
              <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, color: '#663c00' }}>
                {t('cards.needsAttention')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: '#1a1a1a' }}>
                {attention.map((a) => (
                  <li key={a.kind}>{attentionText(t, a)}</li>
                ))}
              </Box>
            </Box>
          )}
          <Figures balance={balance} />
          <Caps balance={balance} />
          <Step card={card} first={first} canReload={!balance.isHotlisted && !balance.isCardExpired} />
        </>
      ) : error ? (
        <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
          {t('cards.failed', { card: label })}
        </RetryAlert>
      ) : (
        <Box role="status">
          <Box component="span" sx={visuallyHidden}>
            {t('cards.loading', { card: label })}
          </Box>
          <Skeleton width="60%" height={28} />
          <Skeleton variant="rounded" height={96} sx={{ mt: 1 }} />
        </Box>
      )}
    </Box>
  );
}

type T = ReturnType<typeof useCardsT>;

/** What needs attention, in words. */
function attentionText(t: T, a: Attention): string {
  switch (a.kind) {
    case 'hotlisted':
      return t('cards.attention.hotlisted');
    case 'expired':
      return a.on ? t('cards.attention.expired', { date: formatDate(a.on) }) : t('cards.attention.expiredUndated');
    case 'expiring':
      return t('cards.attention.expiring', { days: a.days, date: formatDate(a.on) });
    case 'passEnding':
      return t('cards.attention.passEnding', { days: a.days, date: formatDate(a.on) });
    case 'lowCash':
      return t('cards.attention.lowCash', { threshold: formatMoney(a.threshold), cash: formatMoney(a.cash) });
  }
}

/** The card's state: status, class and expiry, in words (never colour alone). */
function Badges({ balance, today }: { balance: Balance; today: string }) {
  const t = useCardsT();
  const items = [balance.status ? statusText(balance.status) : null, balance.class || null, expiryBadgeText(balance.expiry, today)];
  return (
    <Box component="ul" aria-label={t('cards.details')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {items
        .filter((x): x is string => Boolean(x))
        .map((text) => (
          <Box
            component="li"
            key={text}
            sx={{ px: 1.25, py: 0.25, borderRadius: 3, bgcolor: '#e3e8ee', color: '#1a1a1a', fontSize: 13, fontWeight: 600 }}
          >
            {text}
          </Box>
        ))}
    </Box>
  );
}

/** E-Cash, E-Rides and the pass period, as a description list. */
function Figures({ balance }: { balance: Balance }) {
  const t = useCardsT();
  const pass = passSummary(balance);
  const rows: Array<[CardsKey, string]> = [
    ['cards.eCash', formatMoney(balance.cash)],
    ['cards.rides', String(balance.rides)],
    ['cards.pass', pass.dates === '---' ? t('cards.noPass') : pass.dates],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('cards.figures')}
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <dt>{t(k)}</dt>
          <dd>{v}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** Fare-cap progress, compact: each cap's use with a bar. */
function Caps({ balance }: { balance: Balance }) {
  const t = useCardsT();
  const id = useId();
  const bars = fareCapBars(balance.fareCaps);
  if (bars.length === 0) return null;
  return (
    <Box>
      <Typography id={`${id}-caps`} component="h4" variant="subtitle2">
        {t('cards.fareCaps')}
      </Typography>
      <Box component="ul" aria-labelledby={`${id}-caps`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {bars.map((b) => (
          <li key={b.key}>
            <CapBar compact bar={b} id={`${id}-${b.key}`} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The one step: the card's Reload tab with the card selected and, where it applies, the next pass or an E-Cash amount
 * proposed there (never added to the cart without the customer's press). A card that cannot be reloaded has none.
 */
function Step({ card, first, canReload }: { card: Card; first: Attention | undefined; canReload: boolean }) {
  const t = useCardsT();
  if (!canReload) return null;
  const action = first ? actionFor(first) : { reload: true as const, propose: null };
  if (!action) return null;
  const text =
    action.propose?.kind === 'nextPass'
      ? t('cards.action.nextPass')
      : action.propose?.kind === 'eCash'
        ? t('cards.action.eCash', { amount: formatMoney(action.propose.amount) })
        : t('cards.action.reload');
  return (
    <Box sx={{ mt: 'auto', pt: 0.5 }}>
      <Button
        component={RouterLink}
        to={reloadProposalPath(card, action.propose)}
        variant={first ? 'contained' : 'outlined'}
        sx={{ minHeight: 44 }}
      >
        {text}
      </Button>
    </Box>
  );
}
