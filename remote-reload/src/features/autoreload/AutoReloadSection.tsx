import { Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog, ErrorBoundary, isCardBlocked, RetryAlert, useApi, useCardBalance, useCardRules, usePortalConfig, useRetryableLazy, useToast,
  visuallyHidden, type AutoReloadRule, type Card,
} from '@portal/shared';
import { RULE_TEXT, RuleHealthAlerts } from '@portal/shared/src/autoreload';
import { RulesTable, type RuleAction } from './RulesTable';
import { Toggletip } from './Toggletip';

// The New Rule dialog (formik, yup, MUI's text fields and tabs) is downloaded when first opened.
const loadNewRuleDialog = () => import('./NewRuleDialog');

const CONFIRM: Record<RuleAction, { title: string; text(name: string, card: string): string; done: string }> = {
  activate: { title: 'Activate rule', text: (n, c) => `Activate the rule "${n}" for card ${c}? Any other active rule of this card is turned off.`, done: 'Rule Status Updated!' },
  deactivate: { title: 'Deactivate rule', text: (n, c) => `Deactivate the rule "${n}"? It will no longer reload card ${c}.`, done: 'Rule Status Updated!' },
  delete: { title: 'Delete rule', text: (n, c) => `Delete the rule "${n}" of card ${c}?`, done: 'Rule Deleted!' },
};

/**
 * The Reload tab's auto-reload section (spec 2), only with the autoReloads feature: a heading with an explanation,
 * the credit-card reminder, New Rule, the rules table and its actions, each confirmed. A hotlisted or expired card
 * can neither get nor change a rule (spec 4 'Blocking'); an active rule that cannot run is said plainly.
 */
export function AutoReloadSection({ card }: { card: Card }) {
  const { features } = usePortalConfig();
  if (!features.autoReloads) return null;
  return <Rules card={card} />;
}

function Rules({ card }: { card: Card }) {
  const api = useApi();
  const toast = useToast();
  const { data: balance } = useCardBalance(card);
  const { data: rules, error, mutate, isValidating } = useCardRules(card);
  const blocked = balance ? isCardBlocked(balance) : false;
  const blockedId = `rules-blocked-${card.cardNumber}`;
  const [pending, setPending] = useState<{ action: RuleAction; rule: AutoReloadRule; name: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [NewRuleDialog, retryNewRuleDialog] = useRetryableLazy(loadNewRuleDialog);
  const onDialogLoadError = useCallback(() => {
    setAdding(false);
    retryNewRuleDialog();
    toast.error('The New Rule form could not be opened', 'Check your connection and try again.');
  }, [retryNewRuleDialog, toast]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'delete') await api.rules.remove(pending.rule.id);
      else await api.rules.setActive(card, pending.rule, pending.action === 'activate');
      toast.success(CONFIRM[pending.action].done);
      setConfirmOpen(false);
    } catch {
      // The request error toast has been shown; the dialog stays for another try.
    } finally {
      // Activating is two calls; whatever happened, the table shows what the API now holds (never two active rules).
      await mutate();
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="auto-reload-title" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography id="auto-reload-title" component="h3" variant="h6">Auto-reload</Typography>
          <Toggletip label="About auto-reload">
            Auto-reload tops up this card for you: when its E-Rides or E-Cash fall to the amount you choose, or before each
            month ends for a monthly pass, your default saved payment card is charged and the product is loaded. One rule
            per card is active at a time.
          </Toggletip>
        </Box>
        <Button variant="contained" onClick={() => setAdding(true)} disabled={blocked || !rules} aria-describedby={blocked ? blockedId : undefined} sx={{ minHeight: 44 }}>
          New Rule
        </Button>
      </Box>
      {/* Notes, not alerts: they are part of the page, and are read in order rather than announced at once. */}
      <Alert severity="warning" role="note" sx={{ mb: 2 }}>{RULE_TEXT.creditCardReminder}</Alert>
      {blocked && balance && (
        <Alert id={blockedId} severity="warning" role="note" sx={{ mb: 2 }}>
          This card {balance.isHotlisted ? 'is hotlisted' : 'has expired'}: its auto-reload rules cannot be added or changed.
        </Alert>
      )}
      <RuleHealthAlerts card={card} />
      {rules ? (
        rules.length === 0
          ? <Typography role="status" sx={{ py: 2 }}>{RULE_TEXT.noRules}</Typography>
          : <RulesTable rules={rules} disabled={blocked || busy} describedBy={blocked ? blockedId : undefined}
              onAction={(action, rule, name) => { setPending({ action, rule, name }); setConfirmOpen(true); }} />
      ) : error ? (
        <RetryAlert onRetry={() => void mutate()} busy={isValidating}>The auto-reload rules of card {card.cardNumber} could not be loaded.</RetryAlert>
      ) : (
        <Box role="status"><Box component="span" sx={visuallyHidden}>Loading the auto-reload rules…</Box><Skeleton height={40} /><Skeleton height={40} /></Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        busy={busy}
        title={pending ? CONFIRM[pending.action].title : ''}
        message={pending ? CONFIRM[pending.action].text(pending.name, card.cardNumber) : ''}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirm()}
      />
      {adding && (
        <ErrorBoundary onError={onDialogLoadError}>
          <Suspense fallback={null}>
            <NewRuleDialog card={card} onClose={() => setAdding(false)} onAdded={async () => { setAdding(false); await mutate(); }} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Box>
  );
}
