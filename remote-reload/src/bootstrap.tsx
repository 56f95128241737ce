import { createRoot } from 'react-dom/client';
import ReloadTab from './exposes/ReloadTab';

createRoot(document.getElementById('root')!).render(<ReloadTab />);
