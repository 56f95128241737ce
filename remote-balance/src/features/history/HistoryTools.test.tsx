import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { cardRoutes, historyEntry, on, rawBalance, renderWithPortal } from '@portal/kit/testing';
import { todayIso, type RawHistoryEntry } from '@portal/kit';
import HistoryTools from './HistoryTools';

const CARD = { cardNumber: '10000001', cardType: 1, userName: 'Commuter' };
const month = todayIso().slice(0, 7);

/** The files the page hands the browser to download: their text and name. */
function captureDownloads(): Array<{ name: string; text: Promise<string> }> {
  const files: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  URL.createObjectURL = jest.fn((b: Blob) => {
    const url = `blob:test/${n++}`;
    blobs.set(url, b);
    return url;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    // jsdom's Blob has no text(): read as a browser reads a file.
    const text = new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    files.push({ name: this.download, text });
  });
  return files;
}

function renderTools(history: RawHistoryEntry[], holder?: { first: string; last: string }) {
  return renderWithPortal(<HistoryTools card={CARD} initialKind="all" />, {
    routes: [
      ...cardRoutes({ cards: [CARD], balances: { '10000001': rawBalance() }, history: { '10000001': history } }),
      on('GET', 'Clients/GetClienteTarjeta', () => ({
        body: holder
          ? { iCodClienteTarjeta: 7, vchNombre: holder.first, vchPaterno: '', vchMaterno: holder.last }
          : { iCodClienteTarjeta: 0, vchNombre: '', vchPaterno: '', vchMaterno: '' },
      })),
    ],
  });
}

afterEach(() => jest.restoreAllMocks());

test('a card with no history says so instead of offering an empty file, statement or chart', async () => {
  renderTools([]);
  expect(await screen.findByText('This card has no history yet, so there is nothing to download, print or chart.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
});

test('entries whose date or amount cannot be read are left out and counted, never a crash', async () => {
  const files = captureDownloads();
  const user = userEvent.setup();
  renderTools([
    historyEntry(1, `${month}-01T09:00:00`, { Amount: 20, Product: 'E-Cash, "online", été' }),
    historyEntry(0, 'not a date', { Amount: 3.25 }),
    historyEntry(0, `${month}-01T10:00:00`, { Amount: null }),
  ]);
  expect(await screen.findByText('2 entries could not be read and are left out.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(files[0]!.name).toBe(`transit-card-10000001-${month}-01-to-${todayIso()}.csv`);
  const rows = parse(await files[0]!.text, { bom: true }) as string[][];
  expect(rows).toEqual([
    ['Date', 'Type', 'Product', 'Operation', 'Amount', 'Currency', 'Route', 'Bus', 'Stop'],
    [`${month}-01T09:00:00`, 'Reload', 'E-Cash, "online", été', 'Online reload', '20.00', 'CAD', '', '', ''],
  ]);
  expect(screen.getByText(`transit-card-10000001-${month}-01-to-${todayIso()}.csv downloaded (1 entry).`)).toBeInTheDocument();
});

test('nothing in the chosen kind and dates: said, and nothing to download', async () => {
  const user = userEvent.setup();
  renderTools([historyEntry(1, `${month}-01T09:00:00`, { Amount: 20 })]);
  await user.selectOptions(await screen.findByLabelText('Entries'), 'Ride');
  expect(screen.getByText('There is no history for this choice, so there is nothing to download or print.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('a custom range must be two dates in order: the fields say so', async () => {
  const user = userEvent.setup();
  renderTools([historyEntry(1, `${month}-01T09:00:00`, { Amount: 20 })]);
  await user.selectOptions(await screen.findByLabelText('Dates'), 'Custom range');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter two dates, the first on or before the second.');
  expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('the statement: the card, its holder as registered, the dates, the totals and the rows', async () => {
  const user = userEvent.setup();
  renderTools(
    [
      historyEntry(1, `${month}-01T09:00:00`, { Amount: 20 }),
      historyEntry(0, `${month}-01T10:00:00`, { Amount: 3.25 }),
      historyEntry(2, `${month}-01T10:20:00`, { Amount: 0, Product: 'Transfer' }),
    ],
    { first: 'Dana', last: 'Demo' },
  );
  await user.click(await screen.findByRole('button', { name: 'Show statement' }));
  const statement = screen.getByRole('region', { name: 'Statement of card 10000001' });
  await waitFor(() => expect(within(statement).getByText('Dana Demo')).toBeInTheDocument());
  expect(statement).toHaveTextContent('Money loaded$20.00');
  expect(statement).toHaveTextContent('Money spent$3.25');
  expect(statement).toHaveTextContent('Rides2');
  expect(within(statement).getAllByRole('row')).toHaveLength(4);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(within(statement).getByRole('button', { name: 'Print statement' }));
  expect(print).toHaveBeenCalled();
});

test('the chart: downloaded when shown, with the same figures as a table', async () => {
  const user = userEvent.setup();
  renderTools([historyEntry(0, `${month}-01T10:00:00`, { Amount: 3.25 }), historyEntry(0, `${month}-02T10:00:00`, { Amount: 3.25 })]);
  await user.click(await screen.findByRole('button', { name: 'Show chart' }));
  const table = await screen.findByRole('table', { name: 'Rides and spending by month, as a table' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toHaveTextContent(/2\$6\.50$/);
  expect(screen.getAllByRole('img')).toHaveLength(2);
  expect(screen.getByText('1 month: 2 rides and $6.50 spent in all.')).toBeInTheDocument();
});
