/**
 * Auto-reload rules (spec 2 'Reload tab', spec 3 'Auto-reload rule', spec 4, spec 9) as pure functions: the table
 * row of each trigger and the rule health check (whether an active rule can actually run). The New Rule dialog's
 * rules are in ./ruleForm, loaded with the dialog.
 *
 * Imported by path ('@portal/shared/src/autoreload'), like the cart: not in every page's first download.
 */
import { daysToExpiry, formatDate, formatMoney, TriggerType, type AutoReloadRule, type Balance, type IsoDate } from '@portal/shared';

// ------------------------------------------------------------------ the rules table

export interface RuleRow {
  id: number;
  active: boolean;
  /** What triggers the rule. */
  rule: string;
  /** The threshold or schedule. */
  value: string;
  /** What is loaded. */
  product: string;
  /** What it costs each time ('' when unknown). */
  price: string;
  /** Values to sort the Rule, Value and Product columns by. */
  sort: { active: number; rule: string; value: number; product: string };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One row of the rules table (spec 3 'List view shows Id, Rule, Product, Value, Price, Active'), readable for every trigger. */
export function ruleRow(r: AutoReloadRule): RuleRow {
  const price = r.price === null ? '' : formatMoney(r.price);
  const base = { id: r.id, active: r.active, price };
  switch (r.triggerType) {
    case TriggerType.RidesThreshold: {
      const n = r.ridesThreshold ?? 0;
      return { ...base, rule: 'E-Rides fall to', value: plural(n, 'ride', 'rides'), product: r.product, sort: { active: +r.active, rule: 'E-Rides fall to', value: n, product: r.product } };
    }
    case TriggerType.CashThreshold: {
      const n = r.cashThreshold ?? 0;
      const product = r.cashToReload === null ? 'E-Cash' : `E-Cash ${formatMoney(r.cashToReload)}`;
      return { ...base, rule: 'E-Cash falls to', value: formatMoney(n), product, sort: { active: +r.active, rule: 'E-Cash falls to', value: n, product } };
    }
    case TriggerType.PassDays: {
      const n = r.daysToReload ?? 5;
      const value = `${plural(n, 'day', 'days')} before the month ends`;
      const product = r.product || 'Next monthly pass';
      return { ...base, rule: 'Next monthly pass', value, product, sort: { active: +r.active, rule: 'Next monthly pass', value: n, product } };
    }
    case TriggerType.RidesDays:
    case TriggerType.CashDays: {
      // Not offered by the dialog; shown readably should the API return one.
      const n = r.daysToReload ?? 0;
      const rule = r.triggerType === TriggerType.RidesDays ? 'E-Rides on a schedule' : 'E-Cash on a schedule';
      const product = r.triggerType === TriggerType.CashDays && r.cashToReload !== null ? `E-Cash ${formatMoney(r.cashToReload)}` : r.product;
      return { ...base, rule, value: `Every ${plural(n, 'day', 'days')}`, product, sort: { active: +r.active, rule, value: n, product } };
    }
    default: {
      const rule = r.description || `Rule type ${r.triggerType}`;
      return { ...base, rule, value: '', product: r.product, sort: { active: +r.active, rule, value: 0, product: r.product } };
    }
  }
}

export const RULE_TEXT = {
  noRules: 'No reload rules have been added to this card',
  creditCardReminder: 'Remember that you must have a valid credit card registered so the auto-reloads can be processed.',
} as const;

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

export interface RuleProblemText { title: string; text: string; link: { to: string; label: string } }

/** What the customer reads and can do about each problem. */
export function ruleProblemText(p: RuleProblem, cardNumber: string): RuleProblemText {
  switch (p.kind) {
    case 'noPaymentCard':
      return {
        title: 'Auto-reload cannot run',
        text: 'Your active auto-reload rule needs a default saved payment card, and your account has none.',
        link: { to: '/account/payment', label: 'Set a default payment card' },
      };
    case 'cardBlocked':
      return {
        title: 'Auto-reload cannot run',
        text: `Card ${cardNumber} is ${p.reason === 'hotlisted' ? 'hotlisted' : 'expired'}: its active auto-reload rule will not run.`,
        link: { to: '/home/manage', label: 'Contact customer service' },
      };
    case 'cardExpiring':
      return {
        title: 'Auto-reload will stop soon',
        text: `Card ${cardNumber} expires ${p.days === 1 ? 'tomorrow' : `on ${formatDate(p.expiry)}`}: its active auto-reload rule stops then.`,
        link: { to: '/home/manage', label: 'Ask customer service for a new card' },
      };
  }
}
