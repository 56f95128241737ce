import { createRoot } from 'react-dom/client';
import ManageTab from './exposes/ManageTab';

createRoot(document.getElementById('root')!).render(<ManageTab />);
