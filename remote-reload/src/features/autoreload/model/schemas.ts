/**
 * The New Rule dialog's forms (spec 5 'Auto-reload rules': Add requires the threshold and the product or amount;
 * the cash amount has its own minimum and the $300 limit). Imported by path, so yup is only in the dialog's chunk.
 */
import * as yup from 'yup';
import { cashRuleProblems } from './ruleForm';
import { ruleFormTexts } from './form/i18n';

export const RULE_FORM_TEXT = ruleFormTexts({
  ridesThresholdRequired: 'ruleForm.ridesThresholdRequired',
  ridesThresholdWhole: 'ruleForm.ridesThresholdWhole',
  productRequired: 'ruleForm.productRequired',
  cashThresholdRequired: 'ruleForm.cashThresholdRequired',
  amountRequired: 'ruleForm.amountRequired',
  dollars: 'ruleForm.dollars',
});

export interface RidesRuleValues {
  threshold: string;
  productId: string;
}
export interface CashRuleValues {
  threshold: string;
  amount: string;
}

export const ridesRuleSchema = yup.object({
  threshold: yup
    .string()
    .trim()
    .required(() => RULE_FORM_TEXT.ridesThresholdRequired)
    .matches(/^\d{1,3}$/, { message: () => RULE_FORM_TEXT.ridesThresholdWhole, excludeEmptyString: true }),
  productId: yup.string().required(() => RULE_FORM_TEXT.productRequired),
});

const dollars = /^\$?\s*(\d+([.,]\d*)?|[.,]\d+)\s*\$?$/;
/** The dollars typed in a field ('$20', '20.5', and '20,50 $' as French writes them), or NaN. */
export const parseDollars = (text: string) =>
  dollars.test(text.trim())
    ? Number(
        text
          .trim()
          .replace(/^\$\s*|\s*\$$/g, '')
          .replace(',', '.'),
      )
    : NaN;

/** The cash rule form: both amounts required and in dollars, then the limits of cashRuleProblems, each on its field. */
export function cashRuleSchema(opts: { minimum: number; limit: number }) {
  // The limits are checked only once both fields are dollars: a field shows one message at a time.
  const limits = (values: CashRuleValues, field: keyof CashRuleValues) => {
    const threshold = parseDollars(values.threshold ?? '');
    const amount = parseDollars(values.amount ?? '');
    if (Number.isNaN(field === 'threshold' ? threshold : amount)) return undefined;
    return cashRuleProblems(
      { threshold: Number.isNaN(threshold) ? 0 : threshold, amount: Number.isNaN(amount) ? opts.minimum : amount },
      opts,
    )[field];
  };
  return yup.object({
    threshold: yup
      .string()
      .trim()
      .required(() => RULE_FORM_TEXT.cashThresholdRequired)
      .matches(dollars, { message: () => RULE_FORM_TEXT.dollars, excludeEmptyString: true })
      .test('limits', '', function check() {
        const p = limits(this.parent as CashRuleValues, 'threshold');
        return p ? this.createError({ message: p }) : true;
      }),
    amount: yup
      .string()
      .trim()
      .required(() => RULE_FORM_TEXT.amountRequired)
      .matches(dollars, { message: () => RULE_FORM_TEXT.dollars, excludeEmptyString: true })
      .test('limits', '', function check() {
        const p = limits(this.parent as CashRuleValues, 'amount');
        return p ? this.createError({ message: p }) : true;
      }),
  });
}
