/**
 * The New Rule dialog's rules (spec 2, spec 4, spec 5 'Auto-reload rules', spec 9): which tabs are open, the
 * SaveThresholdReload body of each tab, and the cash rule's limits. Only the dialog loads it.
 */
import { formatMoney } from '@portal/kit';
import type { SaveThresholdRequest } from './api';
import { TriggerType, type Card } from '@portal/contract';
import { ruleFormT, ruleFormTexts } from './form/i18n';

const rulesTwoDecimals = () => ruleFormT('ruleForm.twoDecimals');
/** 'Exceeds cash limit of $300.00' (spec 9): the rule's amount over the E-Cash limit, in the cart's words. */
export const exceedsCashLimitText = (limit: number) => ruleFormT('ruleForm.exceedsCashLimit', { limit: formatMoney(limit) });

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
  const base = {
    iCodTarjeta: card.cardNumber,
    iCodTipoTarjeta: card.cardType,
    cash_Threshold: null,
    cash_To_Reload: null,
    rides_Threshold: null,
    days_To_Reload: null,
    product_To_Reload: null,
  };
  switch (draft.kind) {
    case 'rides':
      return {
        ...base,
        triggerType: TriggerType.RidesThreshold,
        rides_Threshold: draft.threshold,
        product_To_Reload: draft.productId,
        vchDescripcion: `When E-Rides fall to ${draft.threshold}, reload ${draft.productName}`,
      };
    case 'pass':
      return {
        ...base,
        triggerType: TriggerType.PassDays,
        days_To_Reload: PASS_RULE.days,
        product_To_Reload: PASS_RULE.productId,
        vchDescripcion: 'Load next monthly pass 5 days before the end of each month',
      };
    case 'cash':
      return {
        ...base,
        triggerType: TriggerType.CashThreshold,
        cash_Threshold: draft.threshold,
        cash_To_Reload: draft.amount,
        vchDescripcion: `When E-Cash falls to ${formatMoney(draft.threshold)}, reload ${formatMoney(draft.amount)}`,
      };
  }
}

export const RULE_DIALOG_TEXT = ruleFormTexts({ passExplained: 'ruleDialog.passExplained', noNextPass: 'ruleDialog.noNextPass' });

/** Toast durations (spec 8 and 9): the cash-limit warning shows 4 s. */
export const RULE_TOAST_MS = { cashLimit: 4000 } as const;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The E-Cash rule's amounts (spec 5): the reload amount at least the configured auto-reload minimum and at most the
 * E-Cash balance limit ('Exceeds cash limit of $300.00'); the threshold below the limit; both dollars with at most
 * two decimals. Field name → message; empty when fine. Missing values are the form's 'required' messages.
 */
export function cashRuleProblems(
  values: { threshold: number; amount: number },
  opts: { minimum: number; limit: number },
): Partial<Record<'threshold' | 'amount', string>> {
  const problems: Partial<Record<'threshold' | 'amount', string>> = {};
  if (!twoDecimals(values.threshold)) problems.threshold = rulesTwoDecimals();
  else if (values.threshold < 0) problems.threshold = ruleFormT('ruleForm.amountAtLeastZero');
  else if (values.threshold >= opts.limit) problems.threshold = ruleFormT('ruleForm.thresholdBelow', { limit: formatMoney(opts.limit) });
  if (!twoDecimals(values.amount)) problems.amount = rulesTwoDecimals();
  else if (values.amount > opts.limit) problems.amount = exceedsCashLimitText(opts.limit);
  else if (values.amount < opts.minimum) problems.amount = ruleFormT('ruleForm.amountAtLeast', { amount: formatMoney(opts.minimum) });
  return problems;
}
