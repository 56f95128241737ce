import { PASSWORD_RULES, validateResetPassword } from './password';

const errorsOf = (policy: 'basic' | 'strong', password: string, confirm = password) =>
  Object.entries(validateResetPassword(policy)({ password, confirm })).map(([field, message]) => `${field}: ${message}`);

describe('reset password rules', () => {
  test('strong (the default): 9+ characters with lowercase, uppercase, digit and one of !@#$%^&*', () => {
    expect(errorsOf('strong', 'Transit!26')).toEqual([]);
    expect(errorsOf('strong', 'Trans!t2')).toEqual(['password: Refer to password rules']);
    for (const weak of ['transit!2026', 'TRANSIT!2026', 'Transit!!!!', 'Transit2026'])
      expect(errorsOf('strong', weak)).toEqual(['password: Refer to password rules']);
  });
  test('basic: at least 6 characters', () => {
    expect(errorsOf('basic', 'abcdef')).toEqual([]);
    expect(errorsOf('basic', 'abcde')).toEqual(['password: Refer to password rules']);
  });
  test('empty and mismatched: a confirmation that differs says so first (as the yup schema it replaced did)', () => {
    expect(errorsOf('strong', '', '')).toEqual(['password: Password is required', 'confirm: Password is required']);
    expect(errorsOf('basic', 'abcdef', 'abcdeg')).toEqual(['confirm: Passwords must match']);
    expect(errorsOf('basic', 'abcdef', '')).toEqual(['confirm: Passwords must match']);
    expect(errorsOf('basic', '', 'abcdef')).toEqual(['password: Password is required', 'confirm: Passwords must match']);
  });
  test('a password of spaces is not empty (it is checked against the rules)', () => {
    expect(errorsOf('basic', '      ')).toEqual([]);
    expect(errorsOf('strong', '         ')).toEqual(['password: Refer to password rules']);
  });
  test('the rules shown follow the policy', () => {
    expect(PASSWORD_RULES.basic).toEqual(['At least 6 characters']);
    expect(PASSWORD_RULES.strong[0]).toBe('At least 9 characters');
  });
});
