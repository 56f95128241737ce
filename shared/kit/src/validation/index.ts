/** '@portal/kit/validation': the forms' rules (yup schemas) and fields that more than one app shows. */
export * from './i18n';
export * from './email';
export * from './personal';
export * from './addCard';
export * from './PersonalFields';
