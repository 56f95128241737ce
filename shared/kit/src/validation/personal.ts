/**
 * Personal info and register forms (spec 5). From '@portal/kit/validation', imported by the forms
 * only, so yup is only in the chunks that show these forms.
 */
import * as yup from 'yup';
import type { PersonalDetails } from '@portal/contract';
import { formsTexts } from './i18n';

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

export interface PersonalFormValues {
  fname: string;
  mname: string;
  lname: string;
  dob: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postal: string;
  notes: string;
  agreement: boolean;
}

export const personalSchema = yup.object({
  fname: yup
    .string()
    .trim()
    .required(() => PERSONAL_MESSAGES.firstName),
  mname: yup.string().trim(),
  lname: yup
    .string()
    .trim()
    .required(() => PERSONAL_MESSAGES.lastName),
  // Not before 1 Jan 1900, and not in the future.
  dob: yup
    .string()
    .required(() => PERSONAL_MESSAGES.dob)
    .matches(/^\d{4}-\d{2}-\d{2}$/, () => PERSONAL_MESSAGES.dob)
    .test(
      'dob-range',
      () => PERSONAL_MESSAGES.dob,
      (v) => !v || (v >= EARLIEST_DOB && !Number.isNaN(Date.parse(v)) && v <= new Date().toISOString().slice(0, 10)),
    ),
  email: yup
    .string()
    .trim()
    .required(() => PERSONAL_MESSAGES.email)
    .email(() => PERSONAL_MESSAGES.email),
  phone: yup
    .string()
    .trim()
    .required(() => PERSONAL_MESSAGES.phone)
    .matches(PHONE, () => PERSONAL_MESSAGES.phone),
  address: yup.string().trim(),
  city: yup.string().trim(),
  state: yup.string().trim(),
  country: yup.string().trim(),
  postal: yup
    .string()
    .trim()
    .required(() => PERSONAL_MESSAGES.postal)
    .matches(POSTAL_CODE, () => PERSONAL_MESSAGES.postal),
  notes: yup.string().trim(),
  agreement: yup.boolean().oneOf([true], () => PERSONAL_MESSAGES.agreement),
});

/** The form's values from stored details (spec 3 mapping; the city defaults to the configured city). */
export function toPersonalForm(d: Partial<PersonalDetails> | null, defaults: { email: string; city: string }): PersonalFormValues {
  return {
    fname: d?.firstName ?? '',
    mname: d?.middleName ?? '',
    lname: d?.lastName ?? '',
    dob: d?.dob ?? '',
    email: d?.email || defaults.email,
    phone: d?.phone ?? '',
    address: d?.address ?? '',
    city: d?.city || defaults.city,
    state: d?.state ?? '',
    country: d?.country ?? '',
    postal: d?.postal ?? '',
    notes: d?.notes ?? '',
    agreement: false,
  };
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
