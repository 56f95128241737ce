import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/contract';
import type { RawThreshold } from '@portal/kit';
import { renderWithPortal, testConfig, type RecordedRequest } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { AutoReloadSection } from './AutoReloadSection';
import { COMMUTER, HOTLISTED, rawRule, reloadRoutes, SEEDED_RULES, SPARE } from '../../testing/fixtures';

/** The rule endpoints with state, like the API: activating turns the others off; a failure can be injected. */
function ruleApi(initial: RawThreshold[], fail: { path?: string } = {}) {
  let rules = initial.map((r) => ({ ...r }));
  const routes: ApiRoute[] = [
    (req) => (fail.path && req.path === fail.path ? { status: 500, body: { message: 'The rules service is unavailable' } } : undefined),
    (req) => (req.path === 'Threshold/GetThresholdReload' ? { body: rules } : undefined),
    (req) => {
      if (req.path !== 'Threshold/SetAllThresholdReloadEnabledFalse') return undefined;
      rules = rules.map((r) => ({ ...r, tiEstatusReg: 0 }));
      return { body: { success: true } };
    },
    (req) => {
      if (req.path !== 'Threshold/SetThresholdReloadEnabled') return undefined;
      const b = req.body as { iCodReloadThreshold: number; tiEstatusReg: number };
      rules = rules.map((r) => (r.iCodReloadThreshold === b.iCodReloadThreshold ? { ...r, tiEstatusReg: b.tiEstatusReg } : r));
      return { body: { success: true } };
    },
    (req) => {
      if (req.path !== 'Threshold/DeleteThresholdReload') return undefined;
      rules = rules.filter((r) => r.iCodReloadThreshold !== Number(req.query.get('iCodReloadThreshold')));
      return { body: { success: true } };
    },
    (req) => {
      if (req.path !== 'Threshold/SaveThresholdReload') return undefined;
      const b = req.body as Record<string, number | null>;
      const saved = rawRule({
        iCodReloadThreshold: 100 + rules.length,
        TriggerType: b.triggerType!,
        tiEstatusReg: rules.some((r) => r.tiEstatusReg === 1) ? 0 : 1,
      });
      rules = [...rules, saved];
      return { status: 201, body: saved };
    },
  ];
  return routes;
}

function renderSection(
  opts: {
    card?: typeof COMMUTER;
    rules?: RawThreshold[];
    fail?: { path?: string };
    autoReloads?: boolean;
    eCash?: boolean;
    hasDefault?: boolean;
    extra?: ApiRoute[];
  } = {},
) {
  const card = opts.card ?? COMMUTER;
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${card.cardNumber}:1`);
  const config = testConfig();
  config.features.autoReloads = opts.autoReloads ?? true;
  config.features.eCash = opts.eCash ?? true;
  return renderWithPortal(
    <AutoReloadSection card={{ cardNumber: String(card.cardNumber), cardType: 1, userName: card.userName ?? '' }} />,
    {
      config,
      routes: [
        ...(opts.extra ?? []),
        ...ruleApi(opts.rules ?? SEEDED_RULES, opts.fail ?? {}),
        ...reloadRoutes({ hasDefault: opts.hasDefault }),
      ],
    },
  );
}

const table = () => screen.getByRole('table', { name: 'Auto-reload rules' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path === path);

beforeEach(() => window.localStorage.clear());

test('nothing at all without the autoReloads feature', async () => {
  const { requests } = renderSection({ autoReloads: false });
  expect(screen.queryByRole('heading', { name: 'Auto-reload' })).toBeNull();
  await new Promise((r) => setTimeout(r, 0));
  expect(calls(requests, 'Threshold/GetThresholdReload')).toHaveLength(0);
});

test('the heading explains itself, the reminder shows, and an empty card says so', async () => {
  const user = userEvent.setup();
  renderSection({ rules: [] });
  expect(await screen.findByText('No reload rules have been added to this card')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Auto-reload' })).toBeInTheDocument();
  expect(
    screen.getByText('Remember that you must have a valid credit card registered so the auto-reloads can be processed.'),
  ).toBeInTheDocument();
  const about = screen.getByRole('button', { name: 'About auto-reload' });
  expect(about).toHaveAttribute('aria-expanded', 'false');
  await user.click(about);
  expect(screen.getByText(/Auto-reload tops up this card for you/)).toBeVisible();
  await user.keyboard('{Escape}');
  expect(about).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/Auto-reload tops up this card for you/)).toBeNull();
});

test('the rules table: Active as a named icon or Not active, readable rows, sortable columns but Price, and x of y', async () => {
  const user = userEvent.setup();
  renderSection();
  await screen.findByRole('table', { name: 'Auto-reload rules' });
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[\u25B2\u25BC]/g, '')),
  ).toEqual(['Active', 'Rule', 'Value', 'Product', 'Price', 'Actions']);
  const [first, second] = bodyRows();
  expect(within(first!).getByRole('img', { name: 'Active' })).toBeInTheDocument();
  expect(first).toHaveTextContent('E-Rides fall to2 rides10 E-Rides$32.50');
  expect(second).toHaveTextContent('Not activeE-Cash falls to$5.00E-Cash $20.00$20.00');
  expect(within(first!).getByRole('button', { name: 'Deactivate Rule: E-Rides fall to 2 rides, 10 E-Rides' })).toBeInTheDocument();
  expect(within(second!).getByRole('button', { name: 'Activate Rule: E-Cash falls to $5.00, E-Cash $20.00' })).toBeInTheDocument();
  expect(within(table()).queryByRole('button', { name: 'Price' })).toBeNull();

  await user.click(within(table()).getByRole('button', { name: /^Rule/ }));
  expect(within(table()).getByRole('columnheader', { name: /^Rule/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(bodyRows()[0]).toHaveTextContent('E-Cash falls to');
  await user.click(within(table()).getByRole('button', { name: /^Rule/ }));
  expect(within(table()).getByRole('columnheader', { name: /^Rule/ })).toHaveAttribute('aria-sort', 'descending');
  expect(bodyRows()[0]).toHaveTextContent('E-Rides fall to');

  const pages = screen.getByRole('navigation', { name: 'Rule pages' });
  expect(pages).toHaveTextContent('1 of 1');
  for (const b of within(pages).getAllByRole('button')) expect(b).toBeDisabled();
});

test('pages of five with first, previous, next and last', async () => {
  const user = userEvent.setup();
  renderSection({ rules: Array.from({ length: 7 }, (_, i) => rawRule({ iCodReloadThreshold: i + 1, Rides_Threshold: i + 1 })) });
  await screen.findByRole('table', { name: 'Auto-reload rules' });
  const pages = screen.getByRole('navigation', { name: 'Rule pages' });
  expect(pages).toHaveTextContent('1 of 2');
  expect(bodyRows()).toHaveLength(5);
  await user.click(within(pages).getByRole('button', { name: 'Last' }));
  expect(pages).toHaveTextContent('2 of 2');
  expect(bodyRows()).toHaveLength(2);
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Previous' }));
  expect(pages).toHaveTextContent('1 of 2');
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await user.click(within(pages).getByRole('button', { name: 'First' }));
  expect(pages).toHaveTextContent('1 of 2');
});

test('activating asks first, switches every rule off, turns this one on, and shows only it active', async () => {
  const user = userEvent.setup();
  const { requests } = renderSection();
  await user.click(await screen.findByRole('button', { name: /^Activate Rule: E-Cash falls to/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Activate rule' });
  expect(confirm).toHaveTextContent(
    'Activate the rule "E-Cash falls to $5.00, E-Cash $20.00" for card 10000001? Any other active rule of this card is turned off.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Rule Status Updated!')).toBeInTheDocument();
  await waitFor(() => expect(within(table()).getAllByRole('img', { name: 'Active' })).toHaveLength(1));
  expect(within(table()).getByRole('button', { name: /^Deactivate Rule: E-Cash falls to/ })).toBeInTheDocument();
  const writes = requests.filter((r) => r.method === 'PUT').map((r) => r.path);
  expect(writes).toEqual(['Threshold/SetAllThresholdReloadEnabledFalse', 'Threshold/SetThresholdReloadEnabled']);
  expect(calls(requests, 'Threshold/SetThresholdReloadEnabled')[0]!.body).toEqual({
    iCodReloadThreshold: 2,
    tiEstatusReg: 1,
    vchDescripcion: 'When E-Cash falls to $5.00, reload $20.00',
  });
});

test('a failure half-way shows what the API now holds: never two active rules', async () => {
  const user = userEvent.setup();
  renderSection({ fail: { path: 'Threshold/SetThresholdReloadEnabled' } });
  await user.click(await screen.findByRole('button', { name: /^Activate Rule: E-Cash falls to/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Activate rule' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The rules service is unavailable')).toBeInTheDocument();
  // The confirmation stays for another try; behind it, the table already shows the truth.
  const confirm = await screen.findByRole('dialog', { name: 'Activate rule' });
  await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeEnabled());
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  // Every rule was switched off before the failure: the table says so, rather than what was hoped for.
  await waitFor(() => expect(within(table()).queryAllByRole('img', { name: 'Active' })).toHaveLength(0));
  expect(within(table()).getAllByText('Not active')).toHaveLength(2);
  expect(screen.queryByText('Rule Status Updated!')).toBeNull();
});

test('deactivating asks first and turns only this rule off', async () => {
  const user = userEvent.setup();
  const { requests } = renderSection();
  await user.click(await screen.findByRole('button', { name: /^Deactivate Rule: E-Rides/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate rule' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Rule Status Updated!')).toBeInTheDocument();
  await waitFor(() => expect(within(table()).queryAllByRole('img', { name: 'Active' })).toHaveLength(0));
  expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['Threshold/SetThresholdReloadEnabled']);
});

test('deleting asks first: Rule Deleted!', async () => {
  const user = userEvent.setup();
  const { requests } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Delete rule: E-Cash falls to $5.00, E-Cash $20.00' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete rule' });
  expect(confirm).toHaveTextContent('Delete the rule "E-Cash falls to $5.00, E-Cash $20.00" of card 10000001?');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Rule Deleted!')).toBeInTheDocument();
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(calls(requests, 'Threshold/DeleteThresholdReload')[0]!.query.get('iCodReloadThreshold')).toBe('2');
});

test('a hotlisted card can neither get nor change a rule, and says why', async () => {
  renderSection({ card: HOTLISTED });
  const why = await screen.findByText('This card is hotlisted: its auto-reload rules cannot be added or changed.');
  await screen.findByRole('table', { name: 'Auto-reload rules' });
  expect(screen.getByRole('button', { name: 'New Rule' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'New Rule' })).toHaveAccessibleDescription(why.textContent!);
  for (const b of within(table()).getAllByRole('button', { name: /Rule:|Delete rule/ })) {
    expect(b).toBeDisabled();
    expect(b).toHaveAccessibleDescription(why.textContent!);
  }
  // Its active rule cannot run either, and the health check says so.
  expect(await screen.findByText('Card 10000003 is hotlisted: its active auto-reload rule will not run.')).toBeInTheDocument();
});

test('health: an active rule without a default payment card says so, with a link to fix it', async () => {
  renderSection({ hasDefault: false });
  expect(await screen.findByText('Auto-reload cannot run')).toBeInTheDocument();
  expect(screen.getByText(/needs a default saved payment card/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Set a default payment card' })).toHaveAttribute('href', '/account/payment');
});

test('health: a card that expires within 30 days warns that its active rule stops then', async () => {
  renderSection({ card: SPARE });
  expect(await screen.findByText('Auto-reload will stop soon')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask customer service for a new card' })).toHaveAttribute('href', '/home/manage');
});

test('health: nothing to say when no rule is active (and the default card is not even asked for)', async () => {
  const { requests } = renderSection({ hasDefault: false, rules: [rawRule({})] });
  await screen.findByRole('table', { name: 'Auto-reload rules' });
  expect(screen.queryByText('Auto-reload cannot run')).toBeNull();
  expect(calls(requests, 'CreditCard/Check_For_Default_Credit_Debit_Card')).toHaveLength(0);
});

test('rules that cannot be loaded show Retry', async () => {
  renderSection({ fail: { path: 'Threshold/GetThresholdReload' } });
  expect(await screen.findByText('The auto-reload rules of card 10000001 could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveAccessibleDescription(
    'The auto-reload rules of card 10000001 could not be loaded.',
  );
});
