/**
 * The personal-info and Register forms' values (spec 5) and their mapping from stored details: from
 * '@portal/kit/personal-form', without the forms' texts, so that a tab's drawing filled in before the app (the Manage
 * tab's, docs/decisions/0021) reads them without the catalogue (also re-exported by '@portal/kit/validation').
 */
import type { PersonalDetails } from '@portal/contract';

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
