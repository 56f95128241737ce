import { startStandalone } from '@portal/host/standalone';
import BalanceTab from './exposes/BalanceTab';

// Opened on its own (http://localhost:<port>/), the remote shows its exposed modules with the shell's providers.
void startStandalone('remote-balance: Balance', [{ name: 'BalanceTab', component: BalanceTab }]);
