import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  Link as RouterLink, todayIso, useCardBalance, useCardRules, useHasDefaultPaymentCard, usePortalConfig, type Card,
} from '@portal/shared';
import { ruleHealth, ruleProblemText } from './rules';

/**
 * Says plainly when the card's active auto-reload rule cannot be carried out (no default saved payment card, a
 * card that is blocked or expires first), with a link to fix it. Shown on the Reload tab's auto-reload section and
 * on the Balance tab. Nothing without the autoReloads feature or an active rule. All data comes from the shared
 * cache (the same keys the sections use), so it adds a request only for the default-card check.
 */
export function RuleHealthAlerts({ card }: { card: Card }) {
  const { features } = usePortalConfig();
  const { data: rules } = useCardRules(features.autoReloads ? card : null);
  const hasActive = Boolean(rules?.some((r) => r.active));
  const { data: hasDefaultCard } = useHasDefaultPaymentCard(hasActive);
  const { data: balance } = useCardBalance(card);
  const problems = ruleHealth({ rules, hasDefaultCard, balance, today: todayIso() });
  if (problems.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {problems.map((p) => {
        const t = ruleProblemText(p, card.cardNumber);
        return (
          // A status, not an alert: it is there when the page opens, and does not interrupt.
          <Alert key={p.kind} severity="warning" role="status">
            <AlertTitle>{t.title}</AlertTitle>
            {t.text}{' '}
            <Link component={RouterLink} to={t.link.to} sx={{ fontWeight: 600, color: 'inherit' }}>{t.link.label}</Link>
          </Alert>
        );
      })}
    </Box>
  );
}
