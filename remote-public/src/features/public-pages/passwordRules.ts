/**
 * The reset pages' password rules (spec 5 has two readings) as a pure function, without yup or texts: the page's form
 * (through formik's `validate`, password.ts) and the early script (which runs before any library has arrived, issue
 * 39) apply the same rules and give the same outcome, by code. The texts are the caller's.
 */
export type PasswordPolicy = 'basic' | 'strong';

export interface ResetPasswordValues {
  password: string;
  confirm: string;
}

/** What is wrong with each field, if anything: the first rule it breaks, as the form shows it. */
export interface ResetPasswordErrors {
  password?: 'required' | 'rules';
  confirm?: 'required' | 'match';
}

/** The password itself: basic is 6+ characters; strong 9+ with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function passwordError(password: string, policy: PasswordPolicy): ResetPasswordErrors['password'] {
  if (password === '') return 'required';
  if (policy === 'basic') return password.length < 6 ? 'rules' : undefined;
  const strong =
    password.length >= 9 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
  return strong ? undefined : 'rules';
}

/** New Password and Confirm Password (spec 2 and 5). A confirmation that differs says so before saying it is empty. */
export function resetPasswordErrors(values: ResetPasswordValues, policy: PasswordPolicy): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const password = passwordError(values.password, policy);
  if (password) errors.password = password;
  if (values.confirm !== values.password) errors.confirm = 'match';
  else if (values.confirm === '') errors.confirm = 'required';
  return errors;
}
