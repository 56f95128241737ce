import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import Container from '@mui/material/Container';
import type { PortalConfig } from '@portal/shared';
import { RemoteSlot } from '../federation/RemoteSlot';

export function App({ config }: { config: PortalConfig }) {
  void config;
  return (
    <BrowserRouter>
      <nav aria-label="Main"><Link to="/home/balance">Balance</Link> <Link to="/home/reload">Reload</Link> <Link to="/home/manage">Manage</Link></nav>
      <Container component="main">
        <Routes>
          <Route path="/home/balance" element={<RemoteSlot remote="balance" module="BalanceTab" section="Balance" />} />
          <Route path="/home/reload" element={<RemoteSlot remote="reload" module="ReloadTab" section="Reload" />} />
          <Route path="/home/manage" element={<RemoteSlot remote="account" module="ManageTab" section="Manage" />} />
          <Route path="*" element={<h1>Page not Found</h1>} />
        </Routes>
      </Container>
    </BrowserRouter>
  );
}
