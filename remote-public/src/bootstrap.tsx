import { startStandalone } from '@portal/host/standalone';
import ConfirmEmail from './exposes/ConfirmEmail';
import ResetPassword from './exposes/ResetPassword';
import ConfirmMobile from './exposes/ConfirmMobile';
import ResetPasswordMobile from './exposes/ResetPasswordMobile';

// Opened on its own (http://localhost:<port>/), the remote shows its exposed modules with the shell's providers.
void startStandalone('remote-public: Public pages', [
  { name: 'ConfirmEmail', component: ConfirmEmail, public: true },
  { name: 'ResetPassword', component: ResetPassword, public: true },
  { name: 'ConfirmMobile', component: ConfirmMobile, public: true },
  { name: 'ResetPasswordMobile', component: ResetPasswordMobile, public: true },
]);
