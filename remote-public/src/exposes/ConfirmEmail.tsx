/** public/ConfirmEmail: a public page reached from an e-mail link (no sign-in). */
export { ConfirmEmail as default } from '../features/public-pages/sections';
