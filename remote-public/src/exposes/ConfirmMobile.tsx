import { InPortal } from '../features/public-pages/InPortal';
import { ConfirmPage } from '../features/public-pages/ConfirmPage';

export default function ConfirmMobile() {
  return <InPortal><ConfirmPage kind="mobile" /></InPortal>;
}
