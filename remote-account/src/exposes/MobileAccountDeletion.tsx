import { MobileAccountDeletion } from '../features/mobile-deletion/MobileAccountDeletion';

/** account/MobileAccountDeletion: /RequestMobileAccountDeletion, a signed-in page. */
export default MobileAccountDeletion;
