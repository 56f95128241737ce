/**
 * Mounting a section into a host page (docs/embedding.md): a shadow root so the host's CSS cannot reach in and
 * nothing is added to the host (styles go into the shadow root, dialogs and toasts stay inside it, the router is
 * in memory), the providers a section needs (theme, toasts, config, auth, API client and cache, the selected
 * card), the host's events, and an unmount that leaves the element as it was. Imported by path.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { ApiProvider } from '@portal/kit/host';
import {
  AuthContext,
  clearPortalStorage,
  MemoryRouter,
  PortalConfigContext,
  useAuth,
  usePortalConfig,
  useLocation,
  useNavigate,
  useSelectedCard,
  type PortalAuth,
  type PortalConfig,
} from '@portal/contract';
import { cardStateAlert } from '@portal/kit';
import { initMsal, MsalAuthProvider, type MsalSetup } from '../auth/MsalAuthProvider';
import { endIdleSession } from '../auth/endIdleSession';
import { gateSession } from '../session/gate';
import { IdleSignOut } from '../session/IdleSignOut';
import { takeSignOutReason } from '@portal/kit/session';
import { portalTheme } from '@portal/kit';
import { visuallyHidden } from '@portal/kit';
import { RetryAlert } from '@portal/kit';
import { SelectedCardProvider } from '@portal/kit/host';
import { useCardBalance } from '@portal/kit';
import { CardSelect } from '@portal/kit';
import { DEFAULT_CONSTANTS, DEFAULT_FEATURES } from '@portal/kit/config';
import type { PaymentSettings } from '@portal/kit/config';
import {
  EMBED_CONTRACT_VERSION,
  validateEmbedOptions,
  type EmbedCard,
  type EmbedEventHandler,
  type EmbedOptions,
  type HostAuth,
  type MsalAuth,
  type Unmount,
} from '@portal/kit/embed';
import { EmbedEventsContext, useEmbedEvent } from '@portal/kit/embed';
import { attachWidget, EmbedToasts } from './shadow';
import { useSharedT } from '@portal/kit';
import { embedT, useEmbedText } from './i18n';
import { appMessages } from '@portal/kit';
import { applyLocale, LocaleProvider, preferredLocale, type Locale } from '@portal/contract';

export { EMBED_CONTRACT_VERSION };

export interface EmbedSpec {
  /** The remote and view, e.g. 'balance': a data attribute of the widget's root. */
  name: string;
  /** The widget's own paths in its memory router; any other path is a portal page ('navigate' event). */
  paths?: string[];
  /** Portal paths that mean one of the widget's own (e.g. the Reload tab's '/home/reload' in the reload widget). */
  aliases?: Record<string, string>;
  /** Whether the view is about one of the customer's cards (a picker, or the given `card`). */
  cards?: { only?: EmbedCard };
  render(): ReactNode;
}

// ------------------------------------------------------------------ config and auth from the options

const nothing = { manifest: 'about:blank' };

/** The runtime config a section reads, from the embed options (the spec's defaults where the host says nothing). */
export function embedConfig(o: EmbedOptions): PortalConfig & PaymentSettings {
  const msal = 'msal' in o.auth ? (o.auth as MsalAuth).msal : null;
  const here = typeof window === 'undefined' ? 'http://localhost/' : window.location.href.split('#')[0]!;
  return {
    apiBase: o.apiBase,
    bannerUrl: o.apiBase,
    transitInfoUrl: o.portalUrl ?? o.apiBase,
    auth: {
      clientId: msal?.clientId ?? 'host',
      authority: msal?.authority ?? 'https://host.invalid/',
      knownAuthorities: msal?.knownAuthorities ?? [],
      ...(msal?.authorityMetadata ? { authorityMetadata: msal.authorityMetadata } : {}),
      scopes: msal?.scopes ?? (o.auth as HostAuth).scopes ?? [],
      redirectUri: msal?.redirectUri ?? here,
      postLogoutRedirectUri: msal?.postLogoutRedirectUri ?? here,
      passwordResetUrl: here,
      profileEditUrl: here,
      ...(msal?.protocolMode ? { protocolMode: msal.protocolMode } : {}),
    },
    remotes: { balance: nothing, reload: nothing, account: nothing, public: nothing },
    routes: {},
    allowedRemoteOrigins: [],
    allowedPaymentOrigins: o.allowedPaymentOrigins ?? [],
    features: { ...DEFAULT_FEATURES, ...o.features },
    constants: { ...DEFAULT_CONSTANTS, ...o.constants } as PortalConfig['constants'],
  };
}

/** A host that signs its users in itself lends its token; signing in or out is the host's. */
function hostAuth(auth: HostAuth, emit: EmbedEventHandler): PortalAuth {
  const account = { username: auth.account.username.toLowerCase(), name: auth.account.name ?? '' };
  return {
    account,
    isAuthenticated: true,
    displayName: account.name,
    getAccessToken: () => auth.getAccessToken(auth.scopes ?? []),
    login: async () => undefined,
    // The host's session is the host's: the widget forgets what it kept and tells the host (after inactivity too).
    logout: async (reason) => {
      clearPortalStorage();
      emit('signed-out', reason === 'idle' ? { reason: 'idle' } : {});
    },
  };
}

// One MSAL client per tenant and page, kept across mounts: a widget mounted again finds its session.
const msalClients = new Map<string, Promise<MsalSetup>>();
function msalFor(config: PortalConfig): Promise<MsalSetup> {
  const key = `${config.auth.clientId}|${config.auth.authority}`;
  if (!msalClients.has(key))
    msalClients.set(
      key,
      initMsal(config).catch((e: unknown) => {
        msalClients.delete(key);
        throw e;
      }),
    );
  return msalClients
    .get(key)!
    .then((setup) => ({ ...setup, account: setup.pca?.getActiveAccount() ?? setup.pca?.getAllAccounts()[0] ?? setup.account }));
}

// ------------------------------------------------------------------ events the widget raises on its own

function AuthEvents() {
  const { account } = useAuth();
  const emit = useEmbedEvent();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const now = account?.username ?? null;
    if (now && now !== last.current) emit('signed-in', { username: now });
    if (!now && last.current) emit('signed-out', {});
    last.current = now;
  }, [account, emit]);
  return null;
}

function CardEvents() {
  const { selected } = useSelectedCard();
  const emit = useEmbedEvent();
  const key = selected ? `${selected.cardNumber}:${selected.cardType}` : null;
  // Raised when the selection changes (by its key), not on every new card object from a refetch.
  const latest = useRef(selected);
  latest.current = selected;
  useEffect(() => {
    if (latest.current) emit('card-selected', { cardNumber: latest.current.cardNumber, cardType: latest.current.cardType });
  }, [key, emit]);
  return null;
}

/** A path outside the widget is a portal page: the host hears of it, and with portalUrl the page opens. */
function NavigationGuard({ paths, aliases, portalUrl }: { paths: string[]; aliases?: Record<string, string>; portalUrl?: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const emit = useEmbedEvent();
  useEffect(() => {
    if (paths.includes(pathname)) return;
    const own = aliases?.[pathname];
    if (own) {
      navigate(own, { replace: true });
      return;
    }
    const path = `${pathname}${search}`;
    const url = portalUrl ? new URL(path, portalUrl).href : null;
    emit('navigate', { path, url });
    navigate(paths[0] ?? '/', { replace: true });
    if (url) window.location.assign(url);
  }, [pathname, search, paths, aliases, portalUrl, emit, navigate]);
  return null;
}

// ------------------------------------------------------------------ what a card view shows around the section

/** Sign-in for a visitor who is not signed in (the widget's own MSAL sign-in, by redirect back to this page). */
function SignInGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { constants } = usePortalConfig();
  const [starting, setStarting] = useState(false);
  // Signed out after inactivity (the warning, or the limit found passed when the page opened): said once.
  const [reason] = useState(() => (auth.isAuthenticated ? null : takeSignOutReason()));
  const t = useEmbedText();
  if (auth.isAuthenticated) return <>{children}</>;
  return (
    <Box sx={{ py: 2 }}>
      {reason === 'idle' && (
        <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
          {t('embed.signedOutIdle', { minutes: constants.idleMinutes })}
        </Alert>
      )}
      <Typography sx={{ mb: 1.5 }}>{t('embed.signInPrompt')}</Typography>
      <Button
        variant="contained"
        disabled={starting}
        onClick={() => {
          setStarting(true);
          void auth.login(null).catch(() => setStarting(false));
        }}
      >
        {t('embed.signIn')}
      </Button>
    </Box>
  );
}

function SignedInAs({ canSignOut }: { canSignOut: boolean }) {
  const auth = useAuth();
  const t = useEmbedText();
  const ui = useSharedT();
  if (!auth.isAuthenticated || !canSignOut) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
      <Typography variant="body2">{t('embed.signedInAs', { name: auth.displayName || auth.account?.username || '' })}</Typography>
      <Button size="small" onClick={() => void auth.logout()}>
        {ui('idle.signOut')}
      </Button>
    </Box>
  );
}

/** The card the view is about: a picker (or the given card), its state banner, or why there is none. */
function CardGate({ only, children }: { only?: EmbedCard; children: ReactNode }) {
  const { cards, selected, select, refresh, error } = useSelectedCard();
  const { data: balance } = useCardBalance(selected);
  const t = useEmbedText();
  if (!cards) {
    return error ? (
      <RetryAlert onRetry={() => void refresh()} busy={false}>
        {t('embed.cardsFailed')}
      </RetryAlert>
    ) : (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>
          {t('embed.loadingCards')}
        </Box>
        <Skeleton variant="rounded" height={44} width={280} />
      </Box>
    );
  }
  if (!selected) {
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {only ? t('embed.cardNotOnAccount', { card: only.cardNumber }) : t('embed.noCards')}
      </Typography>
    );
  }
  const alert = balance ? cardStateAlert(balance) : null;
  return (
    <>
      {!only && (
        <Box sx={{ mb: 2 }}>
          <CardSelect cards={cards} selected={selected} onSelect={select} />
        </Box>
      )}
      {alert && (
        <Alert severity="error" variant="filled" role="note" sx={{ mb: 2 }}>
          <strong>{alert.title}</strong> {alert.text}
        </Alert>
      )}
      {children}
    </>
  );
}

// ------------------------------------------------------------------ mount

function widgetTheme(o: EmbedOptions, container: HTMLElement): Theme {
  const t = o.theme ?? {};
  return createTheme(portalTheme, {
    ...(t.primary || t.secondary
      ? {
          palette: { ...(t.primary ? { primary: { main: t.primary } } : {}), ...(t.secondary ? { secondary: { main: t.secondary } } : {}) },
        }
      : {}),
    ...(t.fontFamily ? { typography: { fontFamily: t.fontFamily } } : {}),
    ...(t.borderRadius !== undefined ? { shape: { borderRadius: t.borderRadius } } : {}),
    // Dialogs and menus open inside the widget's shadow root, not in the host's body.
    components: { MuiModal: { defaultProps: { container } }, MuiPopper: { defaultProps: { container } } },
  });
}

/**
 * Mounts a section into `element` (checked first: an Error names a bad option) and returns the unmount. The
 * element's own children are left alone; the widget lives in its shadow root, which unmount empties again.
 */
export function mountEmbed<O extends EmbedOptions>(element: HTMLElement, options: O, spec: EmbedSpec): Unmount {
  validateEmbedOptions(element, options);
  const { root, cache, remove } = attachWidget(element, {
    name: spec.name,
    lang: options.locale ?? 'en-CA',
    contractVersion: EMBED_CONTRACT_VERSION,
  });
  const config = embedConfig(options);
  const emit: EmbedEventHandler = (name, detail) => {
    try {
      options.onEvent?.(name, detail);
    } catch (e) {
      console.error("The host's onEvent handler failed:", e);
    }
  };
  const theme = widgetTheme(options, root);
  const reactRoot = createRoot(root);
  let unmounted = false;

  // The widget's language (the same catalogues as the portal). Widgets of one bundle on a page share it.
  const locale = preferredLocale(options.locale ? [options.locale] : []);
  const applyHere = (l: Locale) => applyLocale(l, { page: false, group: appMessages });
  const ready = applyHere(locale);
  const render = (node: ReactNode) => {
    void ready.then(() => {
      if (!unmounted) reactRoot.render(node);
    });
  };

  const tree = (auth: ReactNode | ((children: ReactNode) => ReactNode), canSignOut: boolean) => {
    const body = (
      <ApiProvider apiBase={config.apiBase}>
        <AuthEvents />
        <IdleSignOut />
        <SignedInAs canSignOut={canSignOut} />
        <SignInGate>
          {spec.cards ? (
            <SelectedCardProvider only={spec.cards.only}>
              <CardEvents />
              <CardGate only={spec.cards.only}>{spec.render()}</CardGate>
            </SelectedCardProvider>
          ) : (
            spec.render()
          )}
        </SignInGate>
      </ApiProvider>
    );
    return (
      <LocaleProvider initial={locale} apply={applyHere}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <ScopedCssBaseline>
              <EmbedEventsContext.Provider value={emit}>
                <EmbedToasts defaultMs={config.constants.toastMs}>
                  <PortalConfigContext.Provider value={config}>
                    <MemoryRouter initialEntries={[spec.paths?.[0] ?? '/']}>
                      <NavigationGuard paths={spec.paths ?? ['/']} aliases={spec.aliases} portalUrl={options.portalUrl} />
                      {typeof auth === 'function' ? auth(body) : auth}
                    </MemoryRouter>
                  </PortalConfigContext.Provider>
                </EmbedToasts>
              </EmbedEventsContext.Provider>
            </ScopedCssBaseline>
          </ThemeProvider>
        </CacheProvider>
      </LocaleProvider>
    );
  };

  // The inactivity limit, before anything of a session is read (session/gate.ts): past it, the widget's stored data is
  // gone; a widget that signs in by itself then ends the session (as its Sign out does); a host that lends its token
  // hears 'signed-out' and keeps its own session.
  const verdict = gateSession(config.constants.idleMinutes, 'msal' in options.auth ? {} : { signedIn: true });
  if ('msal' in options.auth) {
    render(
      tree(
        <Box role="status" sx={{ p: 2 }}>
          {embedT('embed.loading')}
        </Box>,
        false,
      ),
    );
    Promise.all([verdict === 'expired' ? null : msalFor(config), ready]).then(
      ([setup]) => {
        if (!setup) {
          if (!unmounted)
            reactRoot.render(
              tree(
                <Box role="status" sx={{ p: 2 }}>
                  {embedT('embed.signingOut')}
                </Box>,
                false,
              ),
            );
          void endIdleSession(config);
          return;
        }
        if (!unmounted)
          reactRoot.render(
            tree(
              (children: ReactNode) => (
                <MsalAuthProvider setup={setup} config={config}>
                  {children}
                </MsalAuthProvider>
              ),
              true,
            ),
          );
      },
      (e: unknown) => {
        if (!unmounted)
          reactRoot.render(tree(<Alert severity="error">{embedT('embed.signInFailed', { reason: (e as Error).message })}</Alert>, false));
      },
    );
  } else {
    if (verdict === 'expired') emit('signed-out', { reason: 'idle' });
    const auth = hostAuth(options.auth as HostAuth, emit);
    render(tree((children: ReactNode) => <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>, false));
  }

  return () => {
    if (unmounted) return;
    unmounted = true;
    reactRoot.unmount();
    remove();
  };
}
