/**
 * The reset pages' password rules with their texts: the rules shown next to the form, and the form's validation. The
 * rules themselves are a pure function without yup (passwordRules.ts): the early script applies them too.
 */
import { publicT, publicTexts } from '../../i18n';
import { resetPasswordErrors, type PasswordPolicy, type ResetPasswordValues } from './passwordRules';

export type { PasswordPolicy } from './passwordRules';

/** The rules shown next to the form; always the ones the validation enforces. */
export const PASSWORD_RULES: Readonly<Record<PasswordPolicy, string[]>> = {
  get basic() {
    return [publicT('password.rule.min6')];
  },
  get strong() {
    return (
      ['password.rule.min9', 'password.rule.lower', 'password.rule.upper', 'password.rule.digit', 'password.rule.symbol'] as const
    ).map((k) => publicT(k));
  },
};

export const PASSWORD_MESSAGES = publicTexts({ required: 'password.required', rules: 'password.rules', match: 'password.match' });

/** New Password and Confirm Password (spec 2 and 5) as formik's `validate`: each field's message, in the page's language. */
export function validateResetPassword(policy: PasswordPolicy) {
  return (values: ResetPasswordValues): Partial<Record<keyof ResetPasswordValues, string>> => {
    const { password, confirm } = resetPasswordErrors(values, policy);
    return {
      ...(password ? { password: PASSWORD_MESSAGES[password] } : {}),
      ...(confirm ? { confirm: PASSWORD_MESSAGES[confirm] } : {}),
    };
  };
}
