/**
 * Password rules of the product's reset pages (spec 5 has two readings). From
 * '@portal/kit/validation', imported by the forms only, so yup is bundled only by the apps that have forms,
 * never in the shell's first load.
 */
import * as yup from 'yup';
import { formsT, formsTexts } from './i18n';

export type PasswordPolicy = 'basic' | 'strong';

/** The rules shown next to the form; always the ones the schema enforces. */
export const PASSWORD_RULES: Readonly<Record<PasswordPolicy, string[]>> = {
  get basic() {
    return [formsT('password.rule.min6')];
  },
  get strong() {
    return (
      ['password.rule.min9', 'password.rule.lower', 'password.rule.upper', 'password.rule.digit', 'password.rule.symbol'] as const
    ).map((k) => formsT(k));
  },
};

export const PASSWORD_MESSAGES = formsTexts({ required: 'password.required', rules: 'password.rules', match: 'password.match' });

export function passwordSchema(policy: PasswordPolicy) {
  const base = yup.string().required(() => PASSWORD_MESSAGES.required);
  if (policy === 'basic') return base.min(6, PASSWORD_MESSAGES.rules);
  return base
    .min(9, () => PASSWORD_MESSAGES.rules)
    .matches(/[a-z]/, () => PASSWORD_MESSAGES.rules)
    .matches(/[A-Z]/, () => PASSWORD_MESSAGES.rules)
    .matches(/\d/, () => PASSWORD_MESSAGES.rules)
    .matches(/[!@#$%^&*]/, () => PASSWORD_MESSAGES.rules);
}

/** New Password and Confirm Password (spec 2 and 5). */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return yup.object({
    password: passwordSchema(policy),
    confirm: yup
      .string()
      .required(() => PASSWORD_MESSAGES.required)
      .oneOf([yup.ref('password')], () => PASSWORD_MESSAGES.match),
  });
}
