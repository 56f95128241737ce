/**
 * A remote's standalone page: its exposed modules inside the same providers the shell gives (theme, toasts,
 * runtime config, MSAL sign-in against the configured provider, API client, SWR cache, router), so a team can
 * develop and try its section alone. The contexts come from '@portal/contract', so they are the
 * very instances the exposed modules use.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { initMsal, PortalProviders, type MsalSetup } from '../app';
import { Link as RouterLink, Navigate, Route, Routes, useAuth, useLocation, useSelectedCard, type PortalConfig } from '@portal/contract';
import { appMessages, CardSelect } from '@portal/kit';
import { applyLocale, initialLocale } from '@portal/contract';
import { loadPortalConfig } from '../config/portalConfig';

export interface StandaloneSection {
  /** The exposed module's name, used as its path: /BalanceTab. */
  name: string;
  component: ComponentType;
  /** Public sections (confirm and reset pages) render without sign-in. */
  public?: boolean;
}

function Header({ title }: { title: string }) {
  const auth = useAuth();
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          {title} (standalone)
        </Typography>
        {auth.isAuthenticated ? (
          <>
            <Typography component="p">Signed in as {auth.displayName || auth.account?.username}</Typography>
            <Button color="inherit" onClick={() => void auth.logout()}>
              Sign out
            </Button>
          </>
        ) : (
          <Button color="inherit" onClick={() => void auth.login(null)}>
            Sign in
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

function Sections({ sections }: { sections: StandaloneSection[] }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const index = Math.max(
    0,
    sections.findIndex((s) => pathname === `/${s.name}`),
  );
  const { cards, selected, select } = useSelectedCard();
  return (
    <Container component="main" sx={{ py: 3 }}>
      {/* The card the shell's home header would select, so card sections can be tried on each card. */}
      {auth.isAuthenticated && cards && selected && (
        <div style={{ marginBottom: 16 }}>
          <CardSelect cards={cards} selected={selected} onSelect={select} />
        </div>
      )}
      <Tabs value={index} aria-label="Exposed modules" variant="scrollable" sx={{ mb: 3 }}>
        {sections.map((s) => (
          <Tab key={s.name} label={s.name} component={RouterLink} to={`/${s.name}${window.location.search}`} />
        ))}
      </Tabs>
      <Routes>
        {sections.map(({ name, component: Section, public: isPublic }) => (
          <Route
            key={name}
            path={`/${name}`}
            element={isPublic || auth.isAuthenticated ? <Section /> : <Typography>Sign in to see {name}.</Typography>}
          />
        ))}
        <Route path="*" element={<Navigate to={`/${sections[0]!.name}`} replace />} />
      </Routes>
    </Container>
  );
}

function StandaloneApp({
  title,
  sections,
  config,
  msal,
}: {
  title: string;
  sections: StandaloneSection[];
  config: PortalConfig;
  msal: MsalSetup;
}) {
  return (
    <PortalProviders config={config} msal={msal}>
      <Header title={title} />
      <Sections sections={sections} />
    </PortalProviders>
  );
}

/** Mounts the standalone page into #root, reading this remote's own /portal.config.json. */
export async function startStandalone(title: string, sections: StandaloneSection[]): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadPortalConfig();
  if (!result.ok) {
    root.render(
      <main>
        <h1>{title}: configuration problems</h1>
        <ul>
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </main>,
    );
    return;
  }
  const msal = await initMsal(result.config);
  await applyLocale(initialLocale(), { group: appMessages });
  root.render(<StandaloneApp title={title} sections={sections} config={result.config} msal={msal} />);
}
