/**
 * Rate limits, as a careful backend has them (issue 86), with express-rate-limit: password guesses counted per account
 * and per address (only the wrong ones: a customer who signs in is never held back), and the e-mails a request sends
 * (reset and confirmation links) counted per address they go to and per address they come from. Past a limit the
 * answer is 429 with `Retry-After` (and the draft standard's `RateLimit` headers); the provider's pages say so in the
 * page's language. SANDBOX_RATE_LIMITS changes the figures (`failures=10,addressFailures=50,mails=10,addressMails=30,
 * minutes=15`).
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { normalizeEmail } from './accounts.ts';

export interface RateLimits {
  /** Wrong passwords for one account in a window. */
  failures: number;
  /** Wrong passwords from one address in a window, whatever the accounts. */
  addressFailures: number;
  /** E-mails (reset, confirmation) to one address in a window. */
  mails: number;
  /** Requests for e-mails from one address in a window. */
  addressMails: number;
  /** The window, in minutes. */
  minutes: number;
}

export const DEFAULT_LIMITS: RateLimits = { failures: 10, addressFailures: 50, mails: 10, addressMails: 30, minutes: 15 };

/** The limits SANDBOX_RATE_LIMITS gives (`key=value` pairs), the defaults for the rest. */
export function limitsFrom(value: string | undefined): RateLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const pair of (value ?? '').split(',')) {
    const [key, raw] = pair.split('=').map((s) => s.trim());
    const n = Number(raw);
    if (key && key in limits && Number.isInteger(n) && n > 0) limits[key as keyof RateLimits] = n;
  }
  return limits;
}

/** What the route says to a request past a limit, given when it may try again (seconds). */
export type Refusal = (req: Request, res: Response, retryAfterSeconds: number) => void | Promise<void>;

/** The JSON answer of the API's routes past a limit. */
export const refuseJson: Refusal = (_req, res, seconds) => {
  res.status(429).json({ message: `Too many attempts: try again in ${retryMinutes(seconds).minutes} minute(s)` });
};

/** Marks a request as a wrong password: it counts against its account and address. */
export const countAsFailure = (res: Response): void => {
  res.locals.authFailed = true;
};

/** The account a request names (an e-mail address), as the limits count it. */
export type AccountOf = (req: Request) => string;

/** The e-mail address a request's body names (a JSON call's, or a form's), or ''. */
export const bodyEmail: AccountOf = (req) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};
/** The e-mail address a request's query names, or ''. */
export const queryEmail: AccountOf = (req) => (typeof req.query.email === 'string' ? req.query.email : '');

/** When to try again, in whole minutes, as the pages say it. */
export const retryMinutes = (seconds: number): { minutes: string } => ({ minutes: String(Math.ceil(seconds / 60)) });

function limiter(limit: number, minutes: number, key: (req: Request) => string, refuse: Refusal, failuresOnly: boolean): RequestHandler {
  return rateLimit({
    windowMs: minutes * 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    // The keys are accounts and addresses the routes give (an address from req.ip as Express reads it).
    validate: { keyGeneratorIpFallback: false },
    ...(failuresOnly
      ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: Response) => res.locals.authFailed !== true }
      : {}),
    handler: (req, res) => {
      const seconds = Number(res.getHeader('Retry-After')) || minutes * 60;
      return refuse(req, res, seconds);
    },
  });
}

const addressOf = (req: Request) => `address ${req.ip ?? req.socket.remoteAddress ?? ''}`;
const accountKey = (accountOf: AccountOf) => (req: Request) => `account ${normalizeEmail(accountOf(req))}`;

/** Password checks: wrong ones counted per account and per address. */
export function passwordLimits(limits: RateLimits, accountOf: AccountOf = bodyEmail, refuse: Refusal = refuseJson): RequestHandler[] {
  return [
    limiter(limits.failures, limits.minutes, accountKey(accountOf), refuse, true),
    limiter(limits.addressFailures, limits.minutes, addressOf, refuse, true),
  ];
}

/** Requests that send an e-mail: every one counted per address it goes to and per address it comes from. */
export function mailLimits(limits: RateLimits, accountOf: AccountOf = bodyEmail, refuse: Refusal = refuseJson): RequestHandler[] {
  return [
    limiter(limits.mails, limits.minutes, accountKey(accountOf), refuse, false),
    limiter(limits.addressMails, limits.minutes, addressOf, refuse, false),
  ];
}
