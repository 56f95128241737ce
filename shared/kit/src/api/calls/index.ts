/**
 * The typed calls of spec section 7, one namespace per part of the API (`api.cards.list(client, userName)`): each
 * call is a function of the page's API client (the shell's, through `useApiClient()`), mapping the raw answer to the
 * domain types of spec 3. Functions of their own, not one object of every call, so that each app's build keeps only
 * the calls it makes (docs/performance.md).
 */
export * as keys from './keys';
export * as cards from './cards';
export * as products from './products';
export * as clients from './clients';
export * as personalInfo from './personalInfo';
export * as savedCards from './savedCards';
export * as rules from './rules';
export * as account from './account';
export * as withoutToken from './withoutToken';
