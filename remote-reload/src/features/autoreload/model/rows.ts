/** The rules table's rows and texts (the Reload tab only; the Balance tab's health warning does not need them). */
import { formatMoney } from '@portal/kit';
import { TriggerType, type AutoReloadRule } from '@portal/contract';
import { rowsT, rowsTexts } from './rows/i18n';

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

/** One row of the rules table (spec 3 'List view shows Id, Rule, Product, Value, Price, Active'), readable for every trigger. */
export function ruleRow(r: AutoReloadRule): RuleRow {
  const price = r.price === null ? '' : formatMoney(r.price);
  const base = { id: r.id, active: r.active, price };
  switch (r.triggerType) {
    case TriggerType.RidesThreshold: {
      const n = r.ridesThreshold ?? 0;
      const rule = rowsT('rules.ridesFallTo');
      return {
        ...base,
        rule,
        value: rowsT('rules.rides', { n }),
        product: r.product,
        sort: { active: +r.active, rule, value: n, product: r.product },
      };
    }
    case TriggerType.CashThreshold: {
      const n = r.cashThreshold ?? 0;
      const product = r.cashToReload === null ? 'E-Cash' : rowsT('rules.eCashAmount', { amount: formatMoney(r.cashToReload) });
      const rule = rowsT('rules.cashFallsTo');
      return { ...base, rule, value: formatMoney(n), product, sort: { active: +r.active, rule, value: n, product } };
    }
    case TriggerType.PassDays: {
      const n = r.daysToReload ?? 5;
      const value = rowsT('rules.daysBeforeMonthEnds', { n });
      const rule = rowsT('rules.nextPass');
      const product = r.product || rule;
      return { ...base, rule, value, product, sort: { active: +r.active, rule, value: n, product } };
    }
    case TriggerType.RidesDays:
    case TriggerType.CashDays: {
      // Not offered by the dialog; shown readably should the API return one.
      const n = r.daysToReload ?? 0;
      const rule = rowsT(r.triggerType === TriggerType.RidesDays ? 'rules.ridesSchedule' : 'rules.cashSchedule');
      const product =
        r.triggerType === TriggerType.CashDays && r.cashToReload !== null
          ? rowsT('rules.eCashAmount', { amount: formatMoney(r.cashToReload) })
          : r.product;
      return { ...base, rule, value: rowsT('rules.everyDays', { n }), product, sort: { active: +r.active, rule, value: n, product } };
    }
    default: {
      const rule = r.description || rowsT('rules.ruleType', { type: r.triggerType });
      return { ...base, rule, value: '', product: r.product, sort: { active: +r.active, rule, value: 0, product: r.product } };
    }
  }
}

export const RULE_TEXT = rowsTexts({ noRules: 'rules.noRules', creditCardReminder: 'rules.creditCardReminder' });
