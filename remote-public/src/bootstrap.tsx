import { createRoot } from 'react-dom/client';
import ConfirmEmail from './exposes/ConfirmEmail';

createRoot(document.getElementById('root')!).render(<ConfirmEmail />);
