/** public/ConfirmMobile: a public page reached from an e-mail link (no sign-in). */
export { ConfirmMobile as default } from '../features/public-pages/sections';
