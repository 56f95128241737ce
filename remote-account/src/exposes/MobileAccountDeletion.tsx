/** account/MobileAccountDeletion: /RequestMobileAccountDeletion, a signed-in page. */
export { MobileAccountDeletion as default } from '../features/mobile-deletion/MobileAccountDeletion';
