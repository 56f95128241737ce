import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { cardKey, isCardBlocked, RetryAlert, useCardBalance, useSelectedCard, visuallyHidden, type Card } from '@portal/shared';
import { CardActions } from './CardActions';
import { RegisterForm } from './RegisterForm';

const ExpandIcon = () => <Box component="span" aria-hidden="true" sx={{ fontSize: 14 }}>{'\u25BC'}</Box>;

/**
 * The Manage tab (spec 2): the Register form and the Actions panel for the selected card, side by side on wide
 * screens and as an accordion on small ones. A hotlisted or expired card shows both, disabled, with the reason.
 */
export function ManageTab() {
  const { selected } = useSelectedCard();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>Manage</Typography>
      {selected && <CardManage key={cardKey(selected)} card={selected} />}
    </>
  );
}

function CardManage({ card }: { card: Card }) {
  const { data: balance, error, mutate, isValidating } = useCardBalance(card);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const [expanded, setExpanded] = useState<'register' | 'actions' | false>('register');
  if (!balance) {
    return error
      ? <RetryAlert onRetry={() => void mutate()} busy={isValidating}>Card {card.cardNumber} could not be loaded.</RetryAlert>
      : <Box role="status"><Box component="span" sx={visuallyHidden}>Loading…</Box><Skeleton variant="rounded" height={240} /></Box>;
  }
  const blocked = isCardBlocked(balance);
  const blockedId = `manage-blocked-${card.cardNumber}`;
  const register = <RegisterForm card={card} blockedBy={blocked ? blockedId : undefined} />;
  const actions = <CardActions card={card} balance={balance} blockedBy={blocked ? blockedId : undefined} />;
  return (
    <>
      {blocked && (
        <Alert id={blockedId} severity="warning" role="note" sx={{ mb: 2 }}>
          This card {balance.isHotlisted ? 'is hotlisted' : 'has expired'}: its holder details and actions cannot be changed.
        </Alert>
      )}
      {small ? (
        <Box>
          <Panel id="register" title="Register" expanded={expanded === 'register'} onChange={(open) => setExpanded(open ? 'register' : false)}>{register}</Panel>
          <Panel id="actions" title="Actions" expanded={expanded === 'actions'} onChange={(open) => setExpanded(open ? 'actions' : false)}>{actions}</Panel>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 3, alignItems: 'start' }}>
          <Paper component="section" aria-labelledby="register-title" sx={{ p: 3 }}>
            <Typography id="register-title" component="h3" variant="h6" sx={{ mb: 1 }}>Register</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Who holds this card, so that it can be replaced if it is lost or stolen.</Typography>
            {register}
          </Paper>
          <Paper component="section" aria-labelledby="actions-title" sx={{ p: 3 }}>
            <Typography id="actions-title" component="h3" variant="h6" sx={{ mb: 1 }}>Actions</Typography>
            {actions}
          </Paper>
        </Box>
      )}
    </>
  );
}

/** One accordion panel: its heading holds the button that opens it (the accordion pattern). */
function Panel({ id, title, expanded, onChange, children }: { id: string; title: string; expanded: boolean; onChange(open: boolean): void; children: ReactNode }) {
  return (
    <Accordion expanded={expanded} onChange={(_e, open) => onChange(open)} disableGutters slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandIcon />} id={`${id}-header`} aria-controls={`${id}-panel`} sx={{ minHeight: 48 }}>
        <Typography component="span" variant="h6">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`} role="region" aria-labelledby={`${id}-header`}>{children}</AccordionDetails>
    </Accordion>
  );
}
