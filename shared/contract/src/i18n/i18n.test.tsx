import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  applyLocale,
  currentLocale,
  i18n,
  intlLocale,
  LOCALE_KEY,
  messageGroup,
  preferredLocale,
  registerCatalogue,
  storedLocale,
  type Same,
} from './i18n';
import { LocaleProvider, useLocale } from './LocaleContext';
import en from './testing/en.json';
import type fr from './testing/fr.json';

/** A minimal error boundary (the portal's is @portal/kit's, which the contract does not depend on). */
class ErrorBoundary extends Component<
  { resetKey?: string; fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

// A French file with exactly the English keys passes; one with a key missing would not compile.
const sameKeys: Same<typeof en, typeof fr> = true;
// @ts-expect-error: a file without 'demo.added' is not the same catalogue
const missingKey: Same<typeof en, { 'demo.title': string; 'demo.cart': string }> = true;

/** The app these tests' catalogues belong to. */
const app = messageGroup('app');
const loadFr = jest.fn(() => import('./testing/fr.json'));
const demo = registerCatalogue('demo', en, { fr: loadFr }, app);
// registerCatalogue itself checks every catalogue's French file (not called: the type check is the test).
const refusesMissingFrenchKey = () =>
  // @ts-expect-error: the French file lacks 'demo.added'
  registerCatalogue('demo-missing', en, { fr: async () => ({ default: { 'demo.title': 'Recharge', 'demo.cart': 'Panier' } }) }, app);

function Demo() {
  const t = demo.useT();
  const { setLocale } = useLocale();
  return (
    <>
      <h1>{t('demo.title')}</h1>
      <p>{t('demo.cart', { count: 1, total: '$2.00' })}</p>
      <p>{t('demo.added', { qty: 2, name: '10 E-Rides' })}</p>
      <button type="button" onClick={() => void setLocale('fr')}>
        Français
      </button>
    </>
  );
}

describe('the translation layer', () => {
  afterEach(async () => {
    await applyLocale('en');
    localStorage.clear();
  });

  test('keys are typed and the files match', () => {
    expect(sameKeys && missingKey).toBe(true);
    expect(refusesMissingFrenchKey).toBeInstanceOf(Function);
  });

  test('English is there at once; French is downloaded when chosen, then every text and <html lang> follow', async () => {
    render(
      <LocaleProvider initial="en" apply={(l) => applyLocale(l, { remember: true })}>
        <Suspense fallback="…">
          <Demo />
        </Suspense>
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Reload');
    expect(screen.getByText('Cart has 1 item with a total of $2.00')).toBeInTheDocument();
    expect(loadFr).not.toHaveBeenCalled();
    await act(async () => {
      screen.getByRole('button', { name: 'Français' }).click();
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Recharge');
    expect(screen.getByText('Le panier contient 1 article pour un total de $2.00')).toBeInTheDocument();
    expect(screen.getByText('(2) 10 E-Rides ajouté au panier!')).toBeInTheDocument();
    expect(loadFr).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('fr');
    expect(currentLocale()).toBe('fr');
    expect(intlLocale()).toBe('fr-CA');
    expect(demo.t('demo.title')).toBe('Recharge');
  });

  test('a catalogue registered after the switch (a remote or module loaded later): English until its French arrives, never a key; a component waits for it', async () => {
    await applyLocale('fr');
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const late = registerCatalogue(
      'late',
      { 'late.limit': 'Exceeds cash limit of {limit}' },
      { fr: () => gate.then(() => ({ default: { 'late.limit': 'Dépasse la limite d’E-Cash de {limit}' } })) },
      app,
    );
    // Read outside a component while French is still on its way: the English text, not 'late.limit'.
    expect(late.t('late.limit', { limit: '300,00 $' })).toBe('Exceeds cash limit of 300,00 $');
    // A component of the same app (with its own, loaded catalogue) waits until every catalogue has French.
    function Field() {
      const t = demo.useT();
      return (
        <p>
          {t('demo.title')}: {late.t('late.limit', { limit: '300,00 $' })}
        </p>
      );
    }
    await act(async () => {
      render(
        <LocaleProvider initial="fr" apply={(l) => applyLocale(l)}>
          <Suspense fallback="…">
            <Field />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => {
      release();
      await gate;
    });
    expect(await screen.findByText('Recharge: Dépasse la limite d’E-Cash de 300,00 $')).toBeInTheDocument();
  });

  test('a component with hooks after useT() renders once the French it waited for arrives', async () => {
    await applyLocale('fr');
    const quick = registerCatalogue('quick', { 'quick.hi': 'Hello' }, { fr: async () => ({ default: { 'quick.hi': 'Bonjour' } }) }, app);
    function Greeting() {
      const t = quick.useT();
      const [n] = useState(1);
      const twice = useMemo(() => n * 2, [n]);
      return (
        <p>
          {t('quick.hi')} {twice}
        </p>
      );
    }
    await act(async () => {
      render(
        <LocaleProvider initial="fr" apply={(l) => applyLocale(l)}>
          <Suspense fallback="…">
            <Greeting />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByText('Bonjour 2')).toBeInTheDocument();
  });

  test('French that fails to download reaches the error boundary, and the next try downloads it again', async () => {
    await applyLocale('fr');
    let online = false;
    const loader = jest.fn(async () => {
      if (!online) throw new Error('offline');
      return { default: { 'flaky.hi': 'Bonjour' } };
    });
    const flaky = registerCatalogue('flaky', { 'flaky.hi': 'Hello' }, { fr: loader }, app);
    function Hi() {
      const t = flaky.useT();
      return <p>{t('flaky.hi')}</p>;
    }
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <ErrorBoundary
          resetKey={String(attempt)}
          fallback={() => (
            <button type="button" onClick={() => setAttempt((a) => a + 1)}>
              Retry
            </button>
          )}
        >
          <Suspense fallback="…">
            <Hi />
          </Suspense>
        </ErrorBoundary>
      );
    }
    render(
      <LocaleProvider initial="fr" apply={(l) => applyLocale(l)}>
        <Page />
      </LocaleProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // Not a loop of downloads while offline: it stops at the boundary (React itself renders again once on an error).
    const tries = loader.mock.calls.length;
    expect(tries).toBeLessThanOrEqual(2);
    online = true;
    act(() => retry.click());
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(tries + 1);
  });

  test("another app's French that is slow or fails holds up and fails that app only: the shell's texts switch at once", async () => {
    const shell = messageGroup('shell');
    const remote = messageGroup('remote');
    const nav = registerCatalogue('nav', { 'nav.home': 'Home' }, { fr: async () => ({ default: { 'nav.home': 'Accueil' } }) }, shell);
    let fail!: (e: Error) => void;
    const broken = new Promise<never>((_, reject) => {
      fail = reject;
    });
    const section = registerCatalogue(
      'section',
      { 'section.title': 'Balance' },
      { fr: () => broken as Promise<{ default: { 'section.title': string } }> },
      remote,
    );
    function Nav() {
      const t = nav.useT();
      return <nav>{t('nav.home')}</nav>;
    }
    function Section() {
      const t = section.useT();
      return <h2>{t('section.title')}</h2>;
    }
    // The switch the shell makes (its own group) completes while the remote's French is still on its way: it waits
    // for other apps' messages a little (OTHER_APPS_WAIT_MS; none here), not for as long as they take.
    await act(async () => {
      await applyLocale('fr', { group: shell, othersMs: 0 });
    });
    await act(async () => {
      render(
        <LocaleProvider initial="fr" apply={(l) => applyLocale(l, { group: shell })}>
          <Suspense fallback="shell waits">
            <Nav />
          </Suspense>
          <ErrorBoundary fallback={() => <p>Section failed</p>}>
            <Suspense fallback="section waits">
              <Section />
            </Suspense>
          </ErrorBoundary>
        </LocaleProvider>,
      );
    });
    // The shell's navigation is in French; the section waits for its own messages.
    expect(screen.getByRole('navigation')).toHaveTextContent('Accueil');
    expect(screen.getByText('section waits')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('offline'));
      await broken.catch(() => undefined);
    });
    // The remote's failure is its section's alone.
    expect(await screen.findByText('Section failed')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('Accueil');
    expect(currentLocale()).toBe('fr');
    // A switch asked for by the remote's group fails (its own texts could not be had), and says so.
    await expect(applyLocale('fr', { group: remote })).rejects.toThrow('offline');
  });

  test('the language: a stored choice, else the browser’s first language the portal speaks, else English; garbage is ignored', () => {
    expect(preferredLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(preferredLocale(['en-US'])).toBe('en');
    expect(preferredLocale(['es', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
    const store = (v: string | null) => ({ getItem: () => v });
    expect(storedLocale(store('fr'))).toBe('fr');
    for (const bad of [null, '', 'de', '<img src=x onerror=alert(1)>', 'x'.repeat(5000)]) expect(storedLocale(store(bad))).toBeNull();
    expect(
      storedLocale({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
    expect(i18n.locale).toBe('en');
  });
});
