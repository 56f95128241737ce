/** public/ResetPasswordMobile: a public page reached from an e-mail link (no sign-in). */
export { ResetPasswordMobile as default } from '../features/public-pages/sections';
