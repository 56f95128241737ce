import { startStandalone } from '@portal/host/standalone';
import ReloadTab from './exposes/ReloadTab';
import TransactionResult from './exposes/TransactionResult';
import SavedCardResult from './exposes/SavedCardResult';

// Opened on its own (http://localhost:<port>/), the remote shows its exposed modules with the shell's providers.
void startStandalone('remote-reload: Reload', [
  { name: 'ReloadTab', component: ReloadTab },
  { name: 'TransactionResult', component: TransactionResult },
  { name: 'SavedCardResult', component: SavedCardResult },
]);
