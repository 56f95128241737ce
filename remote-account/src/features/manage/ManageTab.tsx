import { useState, type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { cardKey, isCardBlocked, RetryAlert, useCardBalance, useMediaQuery, visuallyHidden } from '@portal/kit';
import { useSelectedCard, type Card } from '@portal/contract';
import { CardActions } from './CardActions';
import { RegisterForm } from './RegisterForm';
import { useT } from './i18n';
import { st } from '@portal/kit';

const ExpandIcon = () => (
  <Box component="span" aria-hidden="true" sx={{ fontSize: 14 }}>
    {'\u25BC'}
  </Box>
);

/** The screens the tab lays out for: `small` below MUI's `md` breakpoint (an accordion), `wide` from it. */
export type ManageScreen = 'small' | 'wide';

/**
 * The Manage tab (spec 2): the Register form and the Actions panel for the selected card, side by side on wide
 * screens and as an accordion on small ones. A hotlisted or expired card shows both, disabled, with the reason.
 * `screen` is for the build's drawing of the tab (drawing/drawing.tsx), rendered where there is no screen to ask;
 * the app asks the browser's.
 */
export function ManageTab({ screen }: { screen?: ManageScreen } = {}) {
  const { selected } = useSelectedCard();
  const t = useT();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('manage.title')}
      </Typography>
      {selected && <CardManage key={cardKey(selected)} card={selected} screen={screen} />}
    </>
  );
}

function CardManage({ card, screen }: { card: Card; screen?: ManageScreen }) {
  const answer = useCardBalance(card);
  const { data: balance, error, mutate } = answer;
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('md'));
  const small = screen ? screen === 'small' : smallScreen;
  const [expanded, setExpanded] = useState<'register' | 'actions' | false>('register');
  const t = useT();
  if (!balance) {
    return error ? (
      <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
        {t('manage.cardFailed', { card: card.cardNumber })}
      </RetryAlert>
    ) : (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>
          {st('ui.loading')}
        </Box>
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  const blocked = isCardBlocked(balance);
  const blockedId = `manage-blocked-${card.cardNumber}`;
  const register = <RegisterForm card={card} blockedBy={blocked ? blockedId : undefined} />;
  const actions = <CardActions card={card} balance={balance} blockedBy={blocked ? blockedId : undefined} />;
  return (
    <>
      {blocked && (
        <Alert id={blockedId} severity="warning" role="note" sx={{ mb: 2 }}>
          {t(balance.isHotlisted ? 'manage.blockedHotlisted' : 'manage.blockedExpired')}
        </Alert>
      )}
      {small ? (
        <Box>
          <Panel
            id="register"
            title={t('manage.register')}
            expanded={expanded === 'register'}
            onChange={(open) => setExpanded(open ? 'register' : false)}
          >
            {register}
          </Panel>
          <Panel
            id="actions"
            title={t('manage.actions')}
            expanded={expanded === 'actions'}
            onChange={(open) => setExpanded(open ? 'actions' : false)}
          >
            {actions}
          </Panel>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 3, alignItems: 'start' }}>
          <Paper component="section" aria-labelledby="register-title" sx={{ p: 3 }}>
            <Typography id="register-title" component="h3" variant="h6" sx={{ mb: 1 }}>
              {t('manage.register')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('manage.registerIntro')}
            </Typography>
            {register}
          </Paper>
          <Paper component="section" aria-labelledby="actions-title" sx={{ p: 3 }}>
            <Typography id="actions-title" component="h3" variant="h6" sx={{ mb: 1 }}>
              {t('manage.actions')}
            </Typography>
            {actions}
          </Paper>
        </Box>
      )}
    </>
  );
}

/**
 * One accordion panel: its heading holds the button that opens it (the WAI-ARIA accordion pattern), and the panel is a
 * region named by it. A disclosure of its own rather than MUI's Accordion, whose collapse transition and Paper cost
 * 3.5 KB of gzip on this route (docs/performance.md "Returning customers and offline").
 */
function Panel({
  id,
  title,
  expanded,
  onChange,
  children,
}: {
  id: string;
  title: string;
  expanded: boolean;
  onChange(open: boolean): void;
  children: ReactNode;
}) {
  // A panel's content renders once it is first opened, and stays (what was typed in it is kept when it closes): on a
  // phone the Actions panel starts closed, and the Register form, open, no longer waits for it (issue 39).
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="h6" sx={{ m: 0 }}>
        <ButtonBase
          id={`${id}-header`}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => onChange(!expanded)}
          sx={{
            width: '100%',
            minHeight: 48,
            px: 2,
            justifyContent: 'space-between',
            font: 'inherit',
            textAlign: 'left',
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          <span>{title}</span>
          <Box component="span" sx={{ display: 'inline-flex', transform: expanded ? 'rotate(180deg)' : 'none' }}>
            <ExpandIcon />
          </Box>
        </ButtonBase>
      </Typography>
      <Box id={`${id}-panel`} role="region" aria-labelledby={`${id}-header`} hidden={!expanded} sx={{ px: 2, pb: 2 }}>
        {opened && children}
      </Box>
    </Box>
  );
}
