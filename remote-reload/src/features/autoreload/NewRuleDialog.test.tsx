import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/contract';
import type { RawProduct, RawThreshold } from '@portal/kit';
import { on, renderWithPortal, testConfig, type RecordedRequest } from '@portal/kit/testing';
import { AutoReloadSection } from './AutoReloadSection';
import { COMMUTER, NEXT_MONTH_PASS, rawRule, reloadRoutes, THIS_MONTH_PASS } from '../../testing/fixtures';

const NONE = { cash_Threshold: null, cash_To_Reload: null, rides_Threshold: null, days_To_Reload: null, product_To_Reload: null };

async function openDialog(opts: { products?: RawProduct[]; nextPass?: RawProduct | null; eCash?: boolean; saveStatus?: number } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  const config = testConfig();
  config.features.eCash = opts.eCash ?? true;
  let rules: RawThreshold[] = [];
  const rendered = renderWithPortal(
    <AutoReloadSection card={{ cardNumber: '10000001', cardType: 1, userName: COMMUTER.userName ?? '' }} />,
    {
      config,
      routes: [
        on('GET', 'Threshold/GetThresholdReload', () => ({ body: rules })),
        on('POST', 'Threshold/SaveThresholdReload', (req) => {
          if (opts.saveStatus)
            return { status: opts.saveStatus, body: { message: 'product_To_Reload must be an E-Ride product of this card' } };
          const saved = rawRule({
            iCodReloadThreshold: 9,
            TriggerType: (req.body as { triggerType: number }).triggerType,
            tiEstatusReg: 1,
          });
          rules = [saved];
          return { status: 201, body: saved };
        }),
        ...reloadRoutes({ products: opts.products, nextPass: opts.nextPass }),
      ],
    },
  );
  const user = userEvent.setup();
  const newRule = await screen.findByRole('button', { name: 'New Rule' });
  await waitFor(() => expect(newRule).toBeEnabled());
  await user.click(newRule);
  const dialog = await screen.findByRole('dialog', { name: 'New Rule' });
  return { ...rendered, user, dialog };
}

const saves = (requests: RecordedRequest[]) => requests.filter((r) => r.path === 'Threshold/SaveThresholdReload');

beforeEach(() => window.localStorage.clear());

test('E-Rides: the threshold is required on its field; then the rule is saved, toasted and listed', async () => {
  const { dialog, user, requests } = await openDialog();
  expect(within(dialog).getByRole('tab', { name: 'E-Rides' })).toHaveAttribute('aria-selected', 'true');
  expect(within(dialog).getByRole('combobox', { name: 'Then reload' })).toHaveDisplayValue('10 E-Rides - $32.50');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  const threshold = within(dialog).getByRole('textbox', { name: 'When E-Ride balance is' });
  expect(threshold).toHaveAccessibleDescription('Enter the E-Ride balance that starts a reload');
  expect(threshold).toHaveAttribute('aria-invalid', 'true');
  expect(saves(requests)).toHaveLength(0);

  await user.type(threshold, '2');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Then reload' }), '102');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Auto-Reload Rule Added!')).toBeInTheDocument();
  expect(saves(requests)[0]!.body).toEqual({
    ...NONE,
    iCodTarjeta: '10000001',
    iCodTipoTarjeta: 1,
    triggerType: 0,
    rides_Threshold: 2,
    product_To_Reload: 102,
    vchDescripcion: 'When E-Rides fall to 2, reload 20 E-Rides',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Rule' })).toBeNull());
  expect(await screen.findByRole('table', { name: 'Auto-reload rules' })).toBeInTheDocument();
});

test("E-Passes: the spec's text and next month's pass; Add saves 5 days and product 4095", async () => {
  const { dialog, user, requests } = await openDialog();
  await user.click(within(dialog).getByRole('tab', { name: 'E-Passes' }));
  expect(
    within(dialog).getByText(
      'Next monthly pass will automatically be loaded and your payment card will be charged 5 days in advance before the end of each month',
    ),
  ).toBeInTheDocument();
  expect(await within(dialog).findByText(NEXT_MONTH_PASS.vchDescripcion)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Auto-Reload Rule Added!')).toBeInTheDocument();
  expect(saves(requests)[0]!.body).toMatchObject({
    triggerType: 4,
    days_To_Reload: 5,
    product_To_Reload: 4095,
    rides_Threshold: null,
    cash_To_Reload: null,
  });
});

test("E-Passes without a next-month pass for the class: the spec's message and Add disabled", async () => {
  const { dialog, user } = await openDialog({ nextPass: null });
  await user.click(within(dialog).getByRole('tab', { name: 'E-Passes' }));
  expect(await within(dialog).findByText('Next month pass product for your card class doesn\u2018t exist.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
});

test('E-Cash: over the limit is refused on the field and with the 4 s warning; under the minimum too; a good one is saved', async () => {
  const { dialog, user, requests } = await openDialog();
  await user.click(within(dialog).getByRole('tab', { name: 'E-Cash' }));
  const threshold = within(dialog).getByRole('textbox', { name: 'When E-Cash balance is ($)' });
  const amount = within(dialog).getByRole('textbox', { name: 'Then reload ($)' });
  expect(amount).toHaveAccessibleDescription('At least $10.00, at most $300.00.');
  await user.type(threshold, '5');
  await user.type(amount, '350');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(amount).toHaveAccessibleDescription('Exceeds cash limit of $300.00'));
  expect(screen.getAllByText('Exceeds cash limit of $300.00')).toHaveLength(2); // on the field and in the toast
  await user.clear(amount);
  await user.type(amount, '9.99');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(amount).toHaveAccessibleDescription('The reload amount must be at least $10.00'));
  expect(saves(requests)).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '20');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Auto-Reload Rule Added!')).toBeInTheDocument();
  expect(saves(requests)[0]!.body).toEqual({
    ...NONE,
    iCodTarjeta: '10000001',
    iCodTipoTarjeta: 1,
    triggerType: 2,
    cash_Threshold: 5,
    cash_To_Reload: 20,
    vchDescripcion: 'When E-Cash falls to $5.00, reload $20.00',
  });
  // Much typing: about 3 s alone, and over jest's 5 s default with every workspace's tests running on 2 cores.
}, 15_000);

test('no ride products: E-Rides is disabled, says why, and the dialog opens on E-Passes', async () => {
  const { dialog } = await openDialog({ products: [THIS_MONTH_PASS, NEXT_MONTH_PASS] });
  expect(within(dialog).getByRole('tab', { name: 'E-Rides' })).toBeDisabled();
  expect(within(dialog).getByText("E-Rides rules need E-Ride products, and this card's class has none.")).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'E-Passes' })).toHaveAttribute('aria-selected', 'true'));
});

test('without the eCash feature there is no E-Cash tab', async () => {
  const { dialog } = await openDialog({ eCash: false });
  expect(within(dialog).queryByRole('tab', { name: 'E-Cash' })).toBeNull();
  expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
});

test('a refusal from the server is shown and nothing typed is lost', async () => {
  const { dialog, user } = await openDialog({ saveStatus: 400 });
  const threshold = within(dialog).getByRole('textbox', { name: 'When E-Ride balance is' });
  await user.type(threshold, '3');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('product_To_Reload must be an E-Ride product of this card')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'New Rule' })).toBeInTheDocument();
  expect(threshold).toHaveValue('3');
  expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
});

test('Cancel closes without saving', async () => {
  const { dialog, user, requests } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Rule' })).toBeNull());
  expect(saves(requests)).toHaveLength(0);
});
