/**
 * The sandbox refuses what a careful backend refuses (issue 86): password guesses past a limit per account and per
 * address (only the wrong ones count), e-mails past a limit per address, a 429 with when to try again, and the
 * provider's sign-in page saying so in the page's language. Password hashing never holds the other requests.
 */
import { hashPassword, verifyPassword } from '../src/accounts';
import { limitsFrom, DEFAULT_LIMITS } from '../src/limits';
import { beginSignIn, browse, DEMO, OTHER, PASSWORD, signIn, startSandbox, type SandboxProcess } from './support';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await startSandbox({ SANDBOX_RATE_LIMITS: 'failures=3,addressFailures=20,mails=2,addressMails=5' });
});
afterAll(async () => {
  await sb.stop();
});

/** One press of the provider's Sign in button, in a language (the portal's ui_locales). */
async function pressSignIn(
  email: string,
  password: string,
  uiLocales = 'en-CA',
): Promise<{ status: number; html: string; retryAfter: string | null }> {
  const { jar, loginPage } = await beginSignIn(sb.url, { extra: { ui_locales: uiLocales } });
  const html = await (await browse(jar, loginPage)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form:\n${html}`);
  const res = await browse(jar, new URL(action, sb.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { status: res.status, html: await res.text(), retryAfter: res.headers.get('retry-after') };
}

test('the figures come from SANDBOX_RATE_LIMITS, the defaults for the rest', () => {
  expect(limitsFrom(undefined)).toEqual(DEFAULT_LIMITS);
  expect(limitsFrom('failures=3, mails=x, minutes=0, nonsense=4')).toEqual({ ...DEFAULT_LIMITS, failures: 3 });
});

test('wrong passwords for one account: past the limit the sign-in page says when to try again, in its language; the right password waits too', async () => {
  for (let i = 0; i < 3; i++) expect((await pressSignIn(OTHER, 'wrong-Password1!')).status).toBe(401);
  const held = await pressSignIn(OTHER, 'wrong-Password1!');
  expect(held.status).toBe(429);
  expect(Number(held.retryAfter)).toBeGreaterThan(0);
  expect(held.html).toContain('Too many attempts. Please try again in 15 minutes.');
  const fr = await pressSignIn(OTHER, PASSWORD, 'fr-CA');
  expect(fr.status).toBe(429);
  expect(fr.html).toContain('Trop de tentatives. Veuillez réessayer dans 15 minutes.');
  // Another account is not held; a customer who signs in is never counted.
  for (let i = 0; i < 4; i++) expect((await signIn(sb.url, DEMO)).access_token).toBeTruthy();
});

test("the API's sign-in and the legacy token route count the same way, and answer 429 with Retry-After", async () => {
  const login = (email: string, password: string) =>
    fetch(`${sb.url}/api/UserLogin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const account = 'unconfirmed@transit.example';
  for (let i = 0; i < 3; i++) expect(((await (await login(account, 'nope')).json()) as { success: boolean }).success).toBe(false);
  const held = await login(account, 'nope');
  expect(held.status).toBe(429);
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  const basic = (user: string, password: string) =>
    fetch(`${sb.url}/api/LoginCustomers/authenticate`, {
      headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    });
  const legacy = 'noname@transit.example';
  for (let i = 0; i < 3; i++) expect((await basic(legacy, 'nope')).status).toBe(401);
  expect((await basic(legacy, PASSWORD)).status).toBe(429);
});

test('e-mails to one address past the limit: 429, and no more e-mails', async () => {
  const forgot = () => fetch(`${sb.url}/api/UserLogin/Forgot?email=${encodeURIComponent(DEMO)}`);
  for (let i = 0; i < 2; i++) expect((await forgot()).status).toBe(200);
  const held = await forgot();
  expect(held.status).toBe(429);
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  const mails = (await (await fetch(`${sb.url}/outbox/messages?to=${encodeURIComponent(DEMO)}&kind=reset`)).json()) as unknown[];
  expect(mails).toHaveLength(2);
});

test('password hashing never holds the event loop: timers keep firing while eight passwords are checked', async () => {
  const stored = await hashPassword(PASSWORD);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  const checks = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(i === 0 ? PASSWORD : 'wrong', stored)));
  clearInterval(timer);
  expect(checks).toEqual([true, false, false, false, false, false, false, false]);
  // scrypt on the event loop runs all eight before any timer (no tick); on the thread pool the loop keeps turning.
  expect(ticks).toBeGreaterThan(3);
});
