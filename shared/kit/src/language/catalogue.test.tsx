import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { applyLocale, LocaleProvider, messageGroup, registerCatalogue } from '@portal/contract';
import { appMessages, defineCatalogue } from './catalogue';

describe("an app's catalogues", () => {
  afterEach(async () => {
    await applyLocale('en');
  });

  test('are one group: a component of this app waits for its own French, not for another app that is still downloading', async () => {
    const mine = defineCatalogue('kit-test', { 'kitTest.hi': 'Hello' }, { fr: async () => ({ default: { 'kitTest.hi': 'Bonjour' } }) });
    // Another app (its own kit, its own group) whose French never arrives.
    registerCatalogue(
      'other-app',
      { 'other.hi': 'Hi' },
      { fr: () => new Promise<{ default: { 'other.hi': string } }>(() => undefined) },
      messageGroup('other'),
    );
    await act(async () => {
      await applyLocale('fr', { group: appMessages, othersMs: 0 });
    });
    function Hi() {
      const t = mine.useT();
      return <p>{t('kitTest.hi')}</p>;
    }
    await act(async () => {
      render(
        <LocaleProvider initial="fr" apply={(l) => applyLocale(l, { group: appMessages })}>
          <Suspense fallback="waiting">
            <Hi />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });
});
