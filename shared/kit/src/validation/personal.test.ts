import { fromPersonalForm, isDateOfBirth, PERSONAL_MESSAGES, toPersonalForm, validatePersonal, type PersonalFormValues } from './personal';
import { isEmail } from './email';

const valid: PersonalFormValues = {
  fname: 'Dana',
  mname: '',
  lname: 'Demo',
  dob: '1990-04-12',
  email: 'demo@transit.example',
  phone: '204-555-0142',
  address: '',
  city: 'Winnipeg',
  state: '',
  country: '',
  postal: 'R3C 1A1',
  notes: '',
  agreement: true,
};
const errorOf = async (over: Partial<PersonalFormValues>, field: keyof PersonalFormValues) =>
  validatePersonal({ ...valid, ...over }, '2026-11-24')[field] ?? null;

describe('personal info form', () => {
  test('a complete form is valid; middle name, address, city, state, country and notes are optional', async () => {
    expect(validatePersonal(valid, '2026-11-24')).toEqual({});
    expect(validatePersonal({ ...valid, mname: '', address: '', city: '', state: '', country: '', notes: '' }, '2026-11-24')).toEqual({});
  });
  test('a blank form names every required field, and only those', () => {
    const blank = toPersonalForm(null, { email: '', city: '' });
    expect(Object.keys(validatePersonal(blank, '2026-11-24')).sort()).toEqual([
      'agreement',
      'dob',
      'email',
      'fname',
      'lname',
      'phone',
      'postal',
    ]);
  });
  test('e-mail: what an e-mail field accepts', () => {
    for (const ok of ['demo@transit.example', ' a.b+c@d-e.example ', 'x@localhost']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'demo', 'demo@', '@transit.example', 'a b@c.example', 'a@-c.example', 'a@c..example'])
      expect(isEmail(bad)).toBe(false);
  });
  test('required fields', async () => {
    expect(await errorOf({ fname: ' ' }, 'fname')).toBe(PERSONAL_MESSAGES.firstName);
    expect(await errorOf({ lname: '' }, 'lname')).toBe(PERSONAL_MESSAGES.lastName);
    expect(await errorOf({ email: '' }, 'email')).toBe(PERSONAL_MESSAGES.email);
    expect(await errorOf({ agreement: false }, 'agreement')).toBe(PERSONAL_MESSAGES.agreement);
  });
  test('date of birth: not before 1 Jan 1900', async () => {
    expect(await errorOf({ dob: '1899-12-31' }, 'dob')).toBe('Please enter a valid date');
    expect(await errorOf({ dob: '1900-01-01' }, 'dob')).toBeNull();
    expect(await errorOf({ dob: '' }, 'dob')).toBe('Please enter a valid date');
    // Not in the future, and a real date.
    expect(isDateOfBirth('2026-11-24', '2026-11-24')).toBe(true);
    expect(isDateOfBirth('2026-11-25', '2026-11-24')).toBe(false);
    expect(isDateOfBirth('1990-02-30', '2026-11-24')).toBe(false);
    expect(isDateOfBirth('1990-4-12', '2026-11-24')).toBe(false);
  });
  test('postal code: Canadian pattern with an optional space', async () => {
    for (const ok of ['R3C 1A1', 'r3c1a1']) expect(await errorOf({ postal: ok }, 'postal')).toBeNull();
    for (const bad of ['12345', 'R3C-1A1', 'R3C 1A'])
      expect(await errorOf({ postal: bad }, 'postal')).toBe('A valid postal code is required');
  });
  test('phone: 10 digits, first not 0, optional dashes or spaces', async () => {
    for (const ok of ['2045550142', '204-555-0142', '204 555 0142']) expect(await errorOf({ phone: ok }, 'phone')).toBeNull();
    for (const bad of ['0045550142', '204555014', '(204) 555-0142'])
      expect(await errorOf({ phone: bad }, 'phone')).toBe('A valid phone number is required');
  });
  test('mapping: the city defaults to the configured one; saved values are trimmed', () => {
    expect(toPersonalForm(null, { email: 'a@b.c', city: 'Winnipeg' })).toMatchObject({ email: 'a@b.c', city: 'Winnipeg', fname: '' });
    expect(fromPersonalForm({ ...valid, fname: ' Dana ', postal: 'r3c 1a1' })).toMatchObject({
      firstName: 'Dana',
      lastName: 'Demo',
      postal: 'R3C 1A1',
      dob: '1990-04-12',
    });
  });
});
