import { InPortal } from '../features/public-pages/InPortal';
import { ConfirmPage } from '../features/public-pages/ConfirmPage';

export default function ConfirmEmail() {
  return <InPortal><ConfirmPage kind="web" /></InPortal>;
}
