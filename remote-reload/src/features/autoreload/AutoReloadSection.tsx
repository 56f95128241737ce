import { Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog,
  ErrorBoundary,
  isCardBlocked,
  RetryAlert,
  useCardBalance,
  useCardRules,
  useRetryableLazy,
  visuallyHidden,
} from '@portal/kit';
import { usePortalConfig, useToast, type AutoReloadRule, type Card, useApiClient } from '@portal/contract';
import { RuleHealthAlerts } from '@portal/kit/autoreload';
import * as rulesApi from './model/api';
import { RULE_TEXT } from './model/rows';
import { RulesTable, type RuleAction } from './RulesTable';
import { Toggletip } from './Toggletip';
import { reloadT, useT, type ReloadKey } from '../../i18n';
import { st } from '@portal/kit';

// The New Rule dialog (formik, yup, MUI's text fields and tabs) is downloaded when first opened.
const loadNewRuleDialog = () => import('./NewRuleDialog');

const CONFIRM: Record<RuleAction, { title: ReloadKey; text: ReloadKey; done: 'toast.ruleStatusUpdated' | 'toast.ruleDeleted' }> = {
  activate: { title: 'rules.activateTitle', text: 'rules.activateText', done: 'toast.ruleStatusUpdated' },
  deactivate: { title: 'rules.deactivateTitle', text: 'rules.deactivateText', done: 'toast.ruleStatusUpdated' },
  delete: { title: 'rules.deleteTitle', text: 'rules.deleteText', done: 'toast.ruleDeleted' },
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
  const client = useApiClient();
  const toast = useToast();
  const { data: balance } = useCardBalance(card);
  const answer = useCardRules(card);
  const { data: rules, error, mutate } = answer;
  const blocked = balance ? isCardBlocked(balance) : false;
  const blockedId = `rules-blocked-${card.cardNumber}`;
  const [pending, setPending] = useState<{ action: RuleAction; rule: AutoReloadRule; name: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [NewRuleDialog, retryNewRuleDialog] = useRetryableLazy(loadNewRuleDialog);
  const t = useT();
  const onDialogLoadError = useCallback(() => {
    setAdding(false);
    retryNewRuleDialog();
    toast.error(reloadT('rules.formFailed'), st('ui.checkConnection'));
  }, [retryNewRuleDialog, toast]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'delete') await rulesApi.remove(client, pending.rule.id);
      else await rulesApi.setActive(client, card, pending.rule, pending.action === 'activate');
      toast.success(st(CONFIRM[pending.action].done));
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
          <Typography id="auto-reload-title" component="h3" variant="h6">
            {t('rules.title')}
          </Typography>
          <Toggletip label={t('rules.about')}>{t('rules.aboutText')}</Toggletip>
        </Box>
        <Button
          variant="contained"
          onClick={() => setAdding(true)}
          disabled={blocked || !rules}
          aria-describedby={blocked ? blockedId : undefined}
          sx={{ minHeight: 44 }}
        >
          {t('rules.newRule')}
        </Button>
      </Box>
      {/* Notes, not alerts: they are part of the page, and are read in order rather than announced at once. */}
      <Alert severity="warning" role="note" sx={{ mb: 2 }}>
        {RULE_TEXT.creditCardReminder}
      </Alert>
      {blocked && balance && (
        <Alert id={blockedId} severity="warning" role="note" sx={{ mb: 2 }}>
          {t(balance.isHotlisted ? 'rules.blockedHotlisted' : 'rules.blockedExpired')}
        </Alert>
      )}
      <RuleHealthAlerts card={card} />
      {rules ? (
        rules.length === 0 ? (
          <Typography role="status" sx={{ py: 2 }}>
            {RULE_TEXT.noRules}
          </Typography>
        ) : (
          <RulesTable
            rules={rules}
            disabled={blocked || busy}
            describedBy={blocked ? blockedId : undefined}
            onAction={(action, rule, name) => {
              setPending({ action, rule, name });
              setConfirmOpen(true);
            }}
          />
        )
      ) : error ? (
        <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
          {t('rules.failed', { card: card.cardNumber })}
        </RetryAlert>
      ) : (
        <Box role="status">
          <Box component="span" sx={visuallyHidden}>
            {t('rules.loading')}
          </Box>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        busy={busy}
        title={pending ? t(CONFIRM[pending.action].title) : ''}
        message={pending ? t(CONFIRM[pending.action].text, { name: pending.name, card: card.cardNumber }) : ''}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirm()}
      />
      {adding && (
        <ErrorBoundary onError={onDialogLoadError}>
          <Suspense fallback={null}>
            <NewRuleDialog
              card={card}
              onClose={() => setAdding(false)}
              onAdded={async () => {
                setAdding(false);
                await mutate();
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </Box>
  );
}
