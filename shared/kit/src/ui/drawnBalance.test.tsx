import { render } from '@testing-library/react';
import { applyLocale, INTL_LOCALES, LocaleProvider, type Balance, type Locale } from '@portal/contract';
import { appMessages } from '../language/catalogue';
import { addDays, rawBalance } from '../testing/cardFixtures';
import { BalanceSummary, BalanceSummaryTemplate } from './BalanceSummary';
import { AsOf, AsOfTemplate } from '../offline/AsOf';
import { AS_OF_FORMS_ATTR, deriveBalance, FIGURE_ATTR, fillAsOf, fillBalanceTiles, plural } from './drawnBalance';

/**
 * The balance's tiles drawn before the app (the shell's build draws the template, its entry fills it in: decision
 * 0019) are the app's tiles: filled in with a balance, the template is, element for element and text for text, what
 * BalanceSummary renders for it, in each language, whatever the counts and the pass.
 */

const CARD = { cardNumber: '10000001', cardType: 1 };
const inLocale = (locale: Locale, node: React.ReactNode) => (
  <LocaleProvider initial={locale} apply={(l) => applyLocale(l, { group: appMessages })}>
    {node}
  </LocaleProvider>
);

async function drawnAndRendered(locale: Locale, balance: Balance): Promise<{ drawn: string; rendered: string }> {
  await applyLocale(locale, { group: appMessages, othersMs: 0 });
  const template = render(inLocale(locale, <BalanceSummaryTemplate />));
  const copy = template.container.cloneNode(true) as HTMLElement;
  template.unmount();
  fillBalanceTiles(copy, INTL_LOCALES[locale], balance);
  const summary = render(inLocale(locale, <BalanceSummary balance={balance} />));
  const rendered = summary.container.innerHTML;
  summary.unmount();
  return { drawn: copy.innerHTML, rendered };
}

afterAll(() => applyLocale('en', { group: appMessages }));

const balances: Array<[string, Balance]> = [
  ['3 rides and 10 days of pass', deriveBalance(rawBalance(), CARD)],
  ['1 ride and 1 day left', deriveBalance(rawBalance({ smNumsaldoViaje: 1, smNumeroDias: 1, dNumSaldo: 1234.5 }), CARD)],
  [
    'no rides, an expired pass',
    deriveBalance(rawBalance({ smNumsaldoViaje: 0, PassStart: `${addDays(-40)}T00:00:00`, PassEnd: `${addDays(-40)}T00:00:00` }), CARD),
  ],
  ['no pass at all', deriveBalance(rawBalance({ PassStart: undefined, PassEnd: undefined, dNumSaldo: 0 }), CARD)],
];

describe.each(['en', 'fr'] as const)('in %s', (locale) => {
  test.each(balances)('the drawn tiles are the app’s: %s', async (_, balance) => {
    const { drawn, rendered } = await drawnAndRendered(locale, balance);
    expect(drawn).not.toContain(FIGURE_ATTR);
    expect(drawn).toBe(rendered);
  });
});

test('the figures as a customer reads them, in English and in French', async () => {
  const balance = deriveBalance(rawBalance({ smNumsaldoViaje: 1, smNumeroDias: 10 }), CARD);
  const en = (await drawnAndRendered('en', balance)).drawn;
  expect(en).toContain('$12.50');
  expect(en).toContain('>ride<');
  expect(en).toContain('10 days left');
  const fr = (await drawnAndRendered('fr', balance)).drawn;
  expect(fr).toContain('12,50&nbsp;$');
  expect(fr).toContain('>trajet<');
  expect(fr).toContain('10 jours restants');
});

test('a count picks its text by the language’s plural rules, with its number written in that language', () => {
  const forms = { one: '# jour restant', other: '# jours restants' };
  expect(plural('fr-CA', forms, 0)).toBe('0 jour restant');
  expect(plural('fr-CA', forms, 1)).toBe('1 jour restant');
  const fr = new Intl.NumberFormat('fr-CA');
  expect(plural('fr-CA', forms, 1500)).toBe(`${fr.format(1500)} jours restants`);
  expect(fr.format(1500)).not.toBe('1500'); // written in French: grouped
  // A category without a form of its own takes 'other' (French's 'many' for millions).
  expect(plural('fr-CA', forms, 1_000_000)).toBe(`${fr.format(1_000_000)} jours restants`);
  expect(plural('en-CA', { one: '# day left', other: '# days left' }, 0)).toBe('0 days left');
});

test('nothing of the answer is read as HTML', () => {
  const tiles = document.createElement('div');
  tiles.innerHTML = `<p><span ${FIGURE_ATTR}="cash"></span></p><p><span ${FIGURE_ATTR}="passDates"></span></p>`;
  const balance = deriveBalance(
    rawBalance({ dNumSaldo: '<img src=x onerror=alert(1)>' as unknown as number, PassStart: '<b>x</b>' }),
    CARD,
  );
  fillBalanceTiles(tiles, 'en-CA', balance);
  expect(tiles.querySelector('img, b')).toBeNull();
  expect(tiles.textContent).toBe('$0.00---');
});

/** The line saying when a last known balance was read, drawn from AsOfTemplate and rendered by AsOf, at `at`. */
async function asOfDrawnAndRendered(locale: Locale, at: number): Promise<{ drawn: string; rendered: string }> {
  await applyLocale(locale, { group: appMessages, othersMs: 0 });
  const template = render(inLocale(locale, <AsOfTemplate />));
  const copy = template.container.cloneNode(true) as HTMLElement;
  template.unmount();
  expect(fillAsOf(copy, INTL_LOCALES[locale], at)).toBe(true);
  const line = render(inLocale(locale, <AsOf at={at} />));
  const rendered = line.container.innerHTML;
  line.unmount();
  return { drawn: copy.innerHTML, rendered };
}

describe.each(['en', 'fr'] as const)('a returning customer’s line, in %s', (locale) => {
  const today = new Date();
  today.setHours(9, 5, 0, 0);
  const before = new Date(today.getTime() - 3 * 24 * 60 * 60_000);
  test.each([
    ['read today', today.getTime()],
    ['read on another day', before.getTime()],
  ])('the drawn line is AsOf’s: %s', async (_, at) => {
    const { drawn, rendered } = await asOfDrawnAndRendered(locale, at);
    expect(drawn).not.toContain(AS_OF_FORMS_ATTR);
    expect(drawn).toBe(rendered);
  });
});

test('the line as a customer reads it, in English and in French; a template without its texts draws nothing', async () => {
  const at = new Date();
  at.setHours(10, 42, 0, 0);
  expect((await asOfDrawnAndRendered('en', at.getTime())).drawn).toMatch(/>Last known, as of 10:42\sa\.m\.</);
  expect((await asOfDrawnAndRendered('fr', at.getTime())).drawn).toMatch(/>Dernières données connues, à 10 h 42</);
  const odd = document.createElement('p');
  odd.innerHTML = `<span ${AS_OF_FORMS_ATTR}='{"today":1}'></span>`;
  expect(fillAsOf(odd, 'en-CA', at.getTime())).toBe(false);
  expect(fillAsOf(document.createElement('p'), 'en-CA', at.getTime())).toBe(false);
});
