import { InPortal } from '../features/public-pages/InPortal';
import { ResetPasswordPage } from '../features/public-pages/ResetPasswordPage';

export default function ResetPasswordMobile() {
  return <InPortal><ResetPasswordPage kind="mobile" /></InPortal>;
}
