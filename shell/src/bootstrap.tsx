import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

registerRemotes([{ name: 'portal_balance', alias: 'balance', entry: 'http://localhost:3001/mf-manifest.json' }]);
const BalanceTab = lazy(async () => (await loadRemote<{ default: ComponentType }>('balance/BalanceTab'))!);

createRoot(document.getElementById('root')!).render(<Suspense fallback={<p>Loading…</p>}><BalanceTab /></Suspense>);
