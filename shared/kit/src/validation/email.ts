/** The e-mail rule, apart from the personal info's (./personal): a form that checks only an address takes it alone. */

/**
 * An e-mail address as the HTML standard's `type=email` accepts it (the pattern yup's `email()` uses too): a local
 * part, '@', and a domain of dot-separated labels.
 */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
