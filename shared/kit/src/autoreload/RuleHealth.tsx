import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Link as RouterLink, usePortalConfig, type Card } from '@portal/contract';
import { todayIso } from '../domain/dates';
import { useCardBalance, useCardRules, useHasDefaultPaymentCard } from '../api/hooks';
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
          // The router's link and a plain title: MUI's Link and AlertTitle would add their code to two sections' first load.
          <Alert key={p.kind} severity="warning" role="status" sx={{ '& a': { color: 'inherit', fontWeight: 600 } }}>
            <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
              {t.title}
            </Box>
            {t.text} <RouterLink to={t.link.to}>{t.link.label}</RouterLink>
          </Alert>
        );
      })}
    </Box>
  );
}
