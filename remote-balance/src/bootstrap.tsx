import { createRoot } from 'react-dom/client';
import BalanceTab from './exposes/BalanceTab';

createRoot(document.getElementById('root')!).render(<BalanceTab />);
