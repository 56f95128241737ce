/** The contract's languages, copied (typed against it): these modules run before any shared module has arrived. */
import type { LOCALES as CONTRACT_LOCALES } from '@portal/contract';

export const LOCALES: typeof CONTRACT_LOCALES = ['en', 'fr'];
