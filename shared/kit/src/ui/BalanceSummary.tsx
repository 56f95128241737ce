import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Balance } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatMoney, passSummary } from '../domain/cards';
import { st, useSharedT } from '../i18n';
import { FIGURE_ATTR, FORMS_ATTR, TILES_SKELETON_ATTR, type BalanceFigure, type PluralForms } from './balanceMarks';
import { pluralFormsOf } from './pluralForms';
import { panelSx, visuallyHidden } from './sx';

const tiles = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
  gap: 2,
  mb: 3,
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;
const tile = panelSx;

function Tile({ title, value, detail, long }: { title: string; value: ReactNode; detail?: ReactNode; long?: boolean }) {
  return (
    <Box component="li" sx={tile}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant={long ? 'h6' : 'h5'} component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** What the tiles show, as text (or, in the drawn page's template, the empty places the entry fills in). */
interface TileTexts {
  cash: ReactNode;
  rides: ReactNode;
  ridesUnit: ReactNode;
  passDates: ReactNode;
  /** The E-Pass's days left; none when the pass is expired. */
  passLeft?: ReactNode;
}

function BalanceTiles({ texts }: { texts: TileTexts }) {
  const t = useSharedT();
  return (
    <Box component="ul" aria-label={t('balance.summary')} sx={tiles}>
      <Tile title="E-Cash" value={texts.cash} />
      <Tile title="E-Rides" value={texts.rides} detail={texts.ridesUnit} />
      <Tile title="E-Pass" long value={texts.passDates} detail={texts.passLeft} />
    </Box>
  );
}

/**
 * E-Cash money, E-Rides count, E-Pass validity dates and remaining days ('---' when the pass is expired): the Balance
 * tab's tiles (remote-balance), and what the shell shows of them while that section loads (its slot's preview of the
 * last known balance, shell/src/frames/home/BalancePreview.tsx), so both look the same and one replaces the other
 * without a shift.
 */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const pass = passSummary(balance);
  const t = useSharedT();
  return (
    <BalanceTiles
      texts={{
        cash: formatMoney(balance.cash),
        rides: balance.rides,
        ridesUnit: t('balance.rides', { n: balance.rides }),
        passDates: pass.dates,
        passLeft: pass.remaining === '---' ? undefined : pass.remaining,
      }}
    />
  );
}

/**
 * The tiles with an empty place for each figure, drawn by the shell's build into a drawn Balance tab for its entry to
 * fill in with the customer's balance before the app has started (drawnBalance.ts): the same elements and styles as
 * BalanceSummary's, so the app's tiles replace them without a change. Texts that count something carry their forms.
 */
export function BalanceSummaryTemplate() {
  const place = (figure: BalanceFigure, forms?: PluralForms) => (
    <span {...{ [FIGURE_ATTR]: figure }} {...(forms ? { [FORMS_ATTR]: JSON.stringify(forms) } : {})} />
  );
  return (
    <BalanceTiles
      texts={{
        cash: place('cash'),
        rides: place('rides'),
        ridesUnit: place(
          'ridesUnit',
          pluralFormsOf((n) => st('balance.rides', { n })),
        ),
        passDates: place('passDates'),
        passLeft: place(
          'passLeft',
          pluralFormsOf((days) => st('pass.daysLeft', { days })),
        ),
      }}
    />
  );
}

export function BalanceSummarySkeleton() {
  const t = useSharedT();
  return (
    <Box role="status" sx={{ mb: 3 }} {...{ [TILES_SKELETON_ATTR]: '' }}>
      <Box component="span" sx={visuallyHidden}>
        {t('balance.loading')}
      </Box>
      <Box sx={{ ...tiles, mb: 0 }}>
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={tile}>
            <Skeleton width="40%" />
            <Skeleton width="70%" height={36} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
