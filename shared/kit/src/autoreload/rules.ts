/**
 * Auto-reload rules (spec 2 'Reload tab', spec 3 'Auto-reload rule', spec 4, spec 9) as pure functions: the table
 * row of each trigger and the rule health check (whether an active rule can actually run). The New Rule dialog's
 * rules are in ./ruleForm, loaded with the dialog.
 *
 * '@portal/kit/autoreload', like the cart: bundled by the apps that show rules.
 */
import { daysToExpiry, formatDate } from '../domain/cards';
import type { AutoReloadRule, Balance, IsoDate } from '@portal/contract';
import { rulesT } from './i18n';

// ------------------------------------------------------------------ rule health (beyond the spec)

export type RuleProblem =
  | { kind: 'noPaymentCard' }
  | { kind: 'cardBlocked'; reason: 'hotlisted' | 'expired' }
  | { kind: 'cardExpiring'; expiry: IsoDate; days: number };

/** Within this many days of the card's expiry an active rule may not run again (a monthly pass rule runs once a month). */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * Whether the card's active rule can actually run (the peers' most common complaint is an autoload that silently
 * does nothing): the account needs a default saved payment card, and the card must be usable and not expire
 * before the rule next runs. Nothing to say without an active rule, or while the facts are still loading.
 */
export function ruleHealth(input: {
  rules: AutoReloadRule[] | undefined;
  hasDefaultCard: boolean | undefined;
  balance: Pick<Balance, 'expiry' | 'isHotlisted' | 'isCardExpired'> | undefined;
  today: IsoDate;
}): RuleProblem[] {
  if (!input.rules?.some((r) => r.active)) return [];
  const problems: RuleProblem[] = [];
  const b = input.balance;
  if (b?.isHotlisted) problems.push({ kind: 'cardBlocked', reason: 'hotlisted' });
  else if (b?.isCardExpired) problems.push({ kind: 'cardBlocked', reason: 'expired' });
  else if (b?.expiry) {
    const days = daysToExpiry(b.expiry, input.today);
    if (days <= EXPIRY_WARNING_DAYS) problems.push({ kind: 'cardExpiring', expiry: b.expiry, days });
  }
  if (input.hasDefaultCard === false) problems.push({ kind: 'noPaymentCard' });
  return problems;
}

export interface RuleProblemText {
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** What the customer reads and can do about each problem. */
export function ruleProblemText(p: RuleProblem, cardNumber: string): RuleProblemText {
  switch (p.kind) {
    case 'noPaymentCard':
      return {
        title: rulesT('health.cannotRun'),
        text: rulesT('health.noPaymentCard'),
        link: { to: '/account/payment', label: rulesT('health.setDefault') },
      };
    case 'cardBlocked':
      return {
        title: rulesT('health.cannotRun'),
        text: rulesT(p.reason === 'hotlisted' ? 'health.hotlisted' : 'health.expired', { card: cardNumber }),
        link: { to: '/home/manage', label: rulesT('health.contact') },
      };
    case 'cardExpiring':
      return {
        title: rulesT('health.stopsSoon'),
        text:
          p.days === 1
            ? rulesT('health.expiresTomorrow', { card: cardNumber })
            : rulesT('health.expiresOn', { card: cardNumber, date: formatDate(p.expiry) }),
        link: { to: '/home/manage', label: rulesT('health.newCard') },
      };
  }
}
