import { ConfirmPage } from './ConfirmPage';
import { InPortal } from './InPortal';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The public pages as the portal shows them (inside its navigation): the web and mobile variants of each. */
export function ConfirmEmail() {
  return (
    <InPortal>
      <ConfirmPage kind="web" />
    </InPortal>
  );
}
export function ConfirmMobile() {
  return (
    <InPortal>
      <ConfirmPage kind="mobile" />
    </InPortal>
  );
}
export function ResetPassword() {
  return (
    <InPortal>
      <ResetPasswordPage kind="web" />
    </InPortal>
  );
}
export function ResetPasswordMobile() {
  return (
    <InPortal>
      <ResetPasswordPage kind="mobile" />
    </InPortal>
  );
}
