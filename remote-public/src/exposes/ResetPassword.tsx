import { InPortal } from '../features/public-pages/InPortal';
import { ResetPasswordPage } from '../features/public-pages/ResetPasswordPage';

export default function ResetPassword() {
  return <InPortal><ResetPasswordPage kind="web" /></InPortal>;
}
