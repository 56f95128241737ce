/**
 * Auto-reload rules (spec 2 'Reload tab', spec 3 'Auto-reload rule', spec 4, spec 5, spec 9) as pure functions:
 * the table row of each trigger, the SaveThresholdReload payload of each dialog tab, the cash limits, which tabs
 * are open, and the rule health check (whether an active rule can actually run).
 *
 * Imported by path ('@portal/shared/src/autoreload'), like the cart: not in every page's first download.
 */
import {
  daysToExpiry, formatDate, formatMoney, TriggerType, type AutoReloadRule, type Balance, type Card, type IsoDate, type SaveThresholdRequest,
} from '@portal/shared';
import { exceedsCashLimitText } from '../cart/cart';

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

// ------------------------------------------------------------------ the New Rule dialog

export type RuleTab = 'rides' | 'pass' | 'cash';

/** Which tabs of the New Rule dialog can be used (spec 2): E-Rides needs ride products; E-Cash needs the feature. */
export function enabledRuleTabs(opts: { hasRideProducts: boolean; eCashFeature: boolean }): Record<RuleTab, boolean> {
  return { rides: opts.hasRideProducts, pass: true, cash: opts.eCashFeature };
}

/** The first tab that can be used: E-Rides, else E-Passes. */
export const firstRuleTab = (tabs: Record<RuleTab, boolean>): RuleTab => (tabs.rides ? 'rides' : 'pass');

export type RuleDraft =
  | { kind: 'rides'; threshold: number; productId: number; productName: string }
  | { kind: 'pass' }
  | { kind: 'cash'; threshold: number; amount: number };

/** Spec 4 and 9: a pass-days rule is created with a fixed 5 days and product 4095. */
export const PASS_RULE = { days: 5, productId: 4095 } as const;

/** The SaveThresholdReload body of each dialog tab (spec 3 creation payload, spec 7 field names). */
export function saveThresholdRequest(card: Pick<Card, 'cardNumber' | 'cardType'>, draft: RuleDraft): SaveThresholdRequest {
  const base = { iCodTarjeta: card.cardNumber, iCodTipoTarjeta: card.cardType, cash_Threshold: null, cash_To_Reload: null, rides_Threshold: null, days_To_Reload: null, product_To_Reload: null };
  switch (draft.kind) {
    case 'rides':
      return { ...base, triggerType: TriggerType.RidesThreshold, rides_Threshold: draft.threshold, product_To_Reload: draft.productId,
        vchDescripcion: `When E-Rides fall to ${draft.threshold}, reload ${draft.productName}` };
    case 'pass':
      return { ...base, triggerType: TriggerType.PassDays, days_To_Reload: PASS_RULE.days, product_To_Reload: PASS_RULE.productId,
        vchDescripcion: 'Load next monthly pass 5 days before the end of each month' };
    case 'cash':
      return { ...base, triggerType: TriggerType.CashThreshold, cash_Threshold: draft.threshold, cash_To_Reload: draft.amount,
        vchDescripcion: `When E-Cash falls to ${formatMoney(draft.threshold)}, reload ${formatMoney(draft.amount)}` };
  }
}

export const RULE_TEXT = {
  passExplained: 'Next monthly pass will automatically be loaded and your payment card will be charged 5 days in advance before the end of each month',
  noNextPass: 'Next month pass product for your card class doesn‘t exist.',
  noRules: 'No reload rules have been added to this card',
  creditCardReminder: 'Remember that you must have a valid credit card registered so the auto-reloads can be processed.',
} as const;

/** Toast durations (spec 8 and 9): the cash-limit warning shows 4 s. */
export const RULE_TOAST_MS = { cashLimit: 4000 } as const;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The E-Cash rule's amounts (spec 5): the reload amount at least the configured auto-reload minimum and at most the
 * E-Cash balance limit ('Exceeds cash limit of $300.00'); the threshold below the limit; both dollars with at most
 * two decimals. Field name → message; empty when fine. Missing values are the form's 'required' messages.
 */
export function cashRuleProblems(values: { threshold: number; amount: number }, opts: { minimum: number; limit: number }): Partial<Record<'threshold' | 'amount', string>> {
  const problems: Partial<Record<'threshold' | 'amount', string>> = {};
  if (!twoDecimals(values.threshold)) problems.threshold = 'Enter at most two decimals';
  else if (values.threshold < 0) problems.threshold = 'Enter an amount of $0.00 or more';
  else if (values.threshold >= opts.limit) problems.threshold = `The threshold must be below ${formatMoney(opts.limit)}`;
  if (!twoDecimals(values.amount)) problems.amount = 'Enter at most two decimals';
  else if (values.amount > opts.limit) problems.amount = exceedsCashLimitText(opts.limit);
  else if (values.amount < opts.minimum) problems.amount = `The reload amount must be at least ${formatMoney(opts.minimum)}`;
  return problems;
}

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
