import { PASSWORD_RULES, resetPasswordSchema } from './password';

const errorsOf = (policy: 'basic' | 'strong', password: string, confirm = password) => {
  try {
    resetPasswordSchema(policy).validateSync({ password, confirm }, { abortEarly: false });
    return [];
  } catch (e) {
    // Like formik: the first message of each field.
    const first = new Map<string, string>();
    for (const i of (e as { inner: Array<{ path: string; message: string }> }).inner) if (!first.has(i.path)) first.set(i.path, i.message);
    return [...first].map(([path, message]) => `${path}: ${message}`);
  }
};

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
  test('empty and mismatched', () => {
    expect(errorsOf('strong', '', '')).toEqual(['password: Password is required', 'confirm: Password is required']);
    expect(errorsOf('basic', 'abcdef', 'abcdeg')).toEqual(['confirm: Passwords must match']);
  });
  test('the rules shown follow the policy', () => {
    expect(PASSWORD_RULES.basic).toEqual(['At least 6 characters']);
    expect(PASSWORD_RULES.strong[0]).toBe('At least 9 characters');
  });
});
