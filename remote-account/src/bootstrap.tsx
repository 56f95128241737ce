import { startStandalone } from '@portal/host/standalone';
import PaymentMethodsTab from './exposes/PaymentMethodsTab';
import ManageAccountTab from './exposes/ManageAccountTab';
import ManageTab from './exposes/ManageTab';
import MobileAccountDeletion from './exposes/MobileAccountDeletion';

// Opened on its own (http://localhost:<port>/), the remote shows its exposed modules with the shell's providers.
void startStandalone('remote-account: Account', [
  { name: 'PaymentMethodsTab', component: PaymentMethodsTab },
  { name: 'ManageAccountTab', component: ManageAccountTab },
  { name: 'ManageTab', component: ManageTab },
  { name: 'MobileAccountDeletion', component: MobileAccountDeletion },
]);
