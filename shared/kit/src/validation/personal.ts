/**
 * Personal info and register forms (spec 5). From '@portal/kit/validation', imported by the forms only. The rules are
 * plain field checks, so they are a function for Formik's `validate` rather than a yup schema: yup is 10 KB of gzip
 * in every page that shows these forms (docs/performance.md "Returning customers and offline").
 */
import type { PersonalDetails } from '@portal/contract';
import { formsTexts } from './i18n';
import { isEmail } from './email';
import type { PersonalFormValues } from './personalForm';

export { toPersonalForm, type PersonalFormValues } from './personalForm';

export const PERSONAL_MESSAGES = formsTexts({
  firstName: 'personal.firstName',
  lastName: 'personal.lastName',
  dob: 'personal.dob',
  email: 'personal.email',
  phone: 'personal.phone',
  postal: 'personal.postal',
  agreement: 'personal.agreement',
});

/** Canadian postal code: letter-digit-letter, optional space, digit-letter-digit. */
export const POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
/** 10-digit North American number, first digit not 0, optional dashes or spaces. */
export const PHONE = /^[1-9]\d{2}[- ]?\d{3}[- ]?\d{4}$/;
const EARLIEST_DOB = '1900-01-01';

/** A date of birth: YYYY-MM-DD, a real date, not before 1 Jan 1900 and not after `today`. */
export function isDateOfBirth(value: string, today: string = new Date().toISOString().slice(0, 10)): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < EARLIEST_DOB || value > today) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export type PersonalErrors = Partial<Record<keyof PersonalFormValues, string>>;

/** The personal form's errors (Formik's `validate`): one message per field, none when the form is valid. */
export function validatePersonal(v: PersonalFormValues, today?: string): PersonalErrors {
  const errors: PersonalErrors = {};
  if (!v.fname.trim()) errors.fname = PERSONAL_MESSAGES.firstName;
  if (!v.lname.trim()) errors.lname = PERSONAL_MESSAGES.lastName;
  if (!isDateOfBirth(v.dob, today)) errors.dob = PERSONAL_MESSAGES.dob;
  if (!isEmail(v.email)) errors.email = PERSONAL_MESSAGES.email;
  if (!PHONE.test(v.phone.trim())) errors.phone = PERSONAL_MESSAGES.phone;
  if (!POSTAL_CODE.test(v.postal.trim())) errors.postal = PERSONAL_MESSAGES.postal;
  if (v.agreement !== true) errors.agreement = PERSONAL_MESSAGES.agreement;
  return errors;
}

/** The details to save from the form's values. */
export function fromPersonalForm(v: PersonalFormValues, cityCode = 0): PersonalDetails {
  return {
    firstName: v.fname.trim(),
    middleName: v.mname.trim(),
    lastName: v.lname.trim(),
    dob: v.dob || null,
    email: v.email.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    country: v.country.trim(),
    cityCode,
    postal: v.postal.trim().toUpperCase(),
    notes: v.notes.trim(),
  };
}
