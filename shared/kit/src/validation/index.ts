/** '@portal/kit/validation': the forms' rules (yup schemas) and fields that more than one app shows. */
export * from './texts';
export * from './password';
export * from './personal';
export * from './addCard';
export * from './PersonalFields';
