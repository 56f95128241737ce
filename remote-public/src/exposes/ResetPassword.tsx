/** public/ResetPassword: a public page reached from an e-mail link (no sign-in). */
export { ResetPassword as default } from '../features/public-pages/sections';
