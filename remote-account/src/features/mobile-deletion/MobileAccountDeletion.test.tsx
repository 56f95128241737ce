import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, testAuth, type RecordedRequest } from '@portal/kit/testing';
import { DELETION_FIELD_MESSAGES, MobileAccountDeletion, validateDeletion } from './MobileAccountDeletion';
import { featureT as accountT } from './i18n';

function renderPage(status: number, opts: { slow?: boolean } = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const rendered = renderWithPortal(<MobileAccountDeletion />, {
    routes: [on('POST', 'v2/Mobile/RequestMobileAccountDeletion', () => ({ body: { Status: status } }))],
  });
  if (opts.slow) {
    const fetch = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await gate;
      return fetch(...args);
    }) as typeof fetch;
  }
  return { ...rendered, release };
}
const sent = (requests: RecordedRequest[]) => requests.filter((r) => r.path === 'v2/Mobile/RequestMobileAccountDeletion');

test("the page: title, the spec's sentence, the signed-in e-mail read-only, optional names", () => {
  renderPage(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Request Mobile Account Deletion' })).toBeInTheDocument();
  expect(screen.getByText('Enter the email address of the mobile account you want to delete.')).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: /Email/ });
  expect(email).toHaveValue(testAuth().account!.username);
  expect(email).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'First name (optional)' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Last name (optional)' })).toHaveValue('');
});

test('status 0: Request successfully sent!, with Back to Login; blank names are not sent', async () => {
  const user = userEvent.setup();
  const { requests } = renderPage(0);
  await user.type(screen.getByRole('textbox', { name: 'First name (optional)' }), '  ');
  await user.click(screen.getByRole('button', { name: 'Request Deletion' }));
  expect(await screen.findByRole('heading', { name: 'Request successfully sent!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  expect(sent(requests)[0]!.body).toEqual({ DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0 });
});

test('names that are given are sent, trimmed', async () => {
  const user = userEvent.setup();
  const { requests } = renderPage(0);
  await user.type(screen.getByRole('textbox', { name: 'First name (optional)' }), ' Dana ');
  await user.type(screen.getByRole('textbox', { name: 'Last name (optional)' }), 'Demo');
  await user.click(screen.getByRole('button', { name: 'Request Deletion' }));
  await screen.findByRole('heading', { name: 'Request successfully sent!' });
  expect(sent(requests)[0]!.body).toEqual({ DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0, FirstName: 'Dana', LastName: 'Demo' });
});

test.each([1, 2, 3])('status %i: Mobile account deletion request failed., and what went wrong on the e-mail field', async (status) => {
  const user = userEvent.setup();
  renderPage(status);
  await user.click(screen.getByRole('button', { name: 'Request Deletion' }));
  expect(await screen.findByText('Mobile account deletion request failed.')).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: /Email/ });
  await waitFor(() => expect(email).toHaveAccessibleDescription(accountT(DELETION_FIELD_MESSAGES[status]!)));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('heading', { name: 'Request successfully sent!' })).toBeNull();
});

test('never sent twice while a request is under way', async () => {
  const user = userEvent.setup();
  const { requests, release } = renderPage(0, { slow: true });
  const button = screen.getByRole('button', { name: 'Request Deletion' });
  act(() => {
    button.click();
    button.click();
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
  await user.click(screen.getByRole('button', { name: 'Sending…' }));
  release();
  await screen.findByRole('heading', { name: 'Request successfully sent!' });
  expect(sent(requests)).toHaveLength(1);
});

test('the rules: a valid e-mail address is required; each name is blank or at most 60 characters', () => {
  const ok = { email: 'demo@transit.example', firstName: '', lastName: '' };
  expect(validateDeletion(ok)).toEqual({});
  expect(validateDeletion({ ...ok, firstName: 'a'.repeat(60), lastName: ` ${'b'.repeat(60)} ` })).toEqual({});
  expect(validateDeletion({ email: ' ', firstName: 'a'.repeat(61), lastName: 'b'.repeat(61) })).toEqual({
    email: 'A valid email is required',
    firstName: 'Use at most 60 characters',
    lastName: 'Use at most 60 characters',
  });
  expect(validateDeletion({ ...ok, email: 'demo@' }).email).toBe('A valid email is required');
});
