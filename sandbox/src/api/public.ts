import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import {
  consumeToken,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  issueToken,
  normalizeEmail,
  passwordProblem,
  verifyPassword,
  type PasswordPolicy,
} from '../accounts.ts';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db.ts';
import { body, HttpError, query, str } from '../http.ts';
import { sendMail } from '../outbox.ts';
import { apiNow } from '../time.ts';
import { langOf, tr, type Lang } from '../i18n.ts';
import { countAsFailure, mailLimits, passwordLimits, queryEmail, type RateLimits } from '../limits.ts';

export interface LegacyTokenMinter {
  (user: { email: string; name: string }): Promise<{ token: string; expiresIn: number }>;
}

const link = (base: string, path: string, code: string, userId: string) => `${base}${path}?${new URLSearchParams({ code, userId })}`;

/** Sends the e-mail that lets a web account confirm its address. */
export function sendConfirmation(db: Db, config: SandboxConfig, user: { id: string; email: string }, lang: Lang = 'en'): void {
  const url = link(config.portalUrl, '/confirm', issueToken(db, user.id, 'confirm'), user.id);
  sendMail(db, {
    to: user.email,
    subject: tr(lang, 'mailConfirmSubject'),
    kind: 'confirm',
    link: url,
    body: tr(lang, 'mailConfirmBody', { url }),
  });
}

/** Sends a password reset link for a web account. */
export function sendPasswordReset(db: Db, config: SandboxConfig, user: { id: string; email: string }, lang: Lang = 'en'): void {
  const url = link(config.portalUrl, '/reset', issueToken(db, user.id, 'reset', 2), user.id);
  sendMail(db, {
    to: user.email,
    subject: tr(lang, 'mailResetSubject'),
    kind: 'reset',
    link: url,
    body: tr(lang, 'mailResetBody', { url }),
  });
}

interface MobileUser {
  id: string;
  email: string;
  confirmed: number;
  password_hash: string;
}

export function publicApi(db: Db, config: SandboxConfig, policy: PasswordPolicy): Router {
  const r = Router();

  r.post('/UserLogin/Login', ...passwordLimits(config.rateLimits), async (req, res) => {
    const b = body(req);
    const user = findUserByEmail(db, str(b, 'email'));
    if (!user || !(await verifyPassword(str(b, 'password'), user.password_hash))) {
      countAsFailure(res);
      res.json({ success: false, Error: 'Invalid email or password' });
      return;
    }
    if (!user.confirmed) {
      res.json({ success: false, Error: 'Email not confirmed' });
      return;
    }
    res.json({ success: true, Error: null, userId: user.id, email: user.email, name: user.name });
  });

  r.post('/UserLogin/Register', ...mailLimits(config.rateLimits), async (req, res) => {
    const b = body(req);
    const email = normalizeEmail(str(b, 'email', { max: 120 }));
    const password = str(b, 'password');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      res.json({ success: false, Error: 'A valid email is required' });
      return;
    }
    const problem = passwordProblem(password, policy);
    if (problem) {
      res.json({ success: false, Error: problem });
      return;
    }
    if (findUserByEmail(db, email)) {
      res.json({ success: false, Error: 'An account with this email already exists' });
      return;
    }
    const passwordHash = await hashPassword(password);
    db.tx(() => sendConfirmation(db, config, createUser(db, email, '', passwordHash, false), langOf(req.headers['accept-language'])));
    res.json({ success: true, Error: null });
  });

  // Answers the same whether or not the account exists, so it cannot be used to find accounts.
  r.get('/UserLogin/Forgot', ...mailLimits(config.rateLimits, queryEmail), (req, res) => {
    const user = findUserByEmail(db, str(query(req), 'email'));
    const lang = langOf(req.headers['accept-language']);
    if (user) db.tx(() => (user.confirmed ? sendPasswordReset(db, config, user, lang) : sendConfirmation(db, config, user, lang)));
    res.json({ success: true });
  });

  r.post('/UserLogin/ResetPassword', async (req, res) => {
    const b = body(req);
    const userId = str(b, 'userId');
    const token = str(b, 'token');
    const password = str(b, 'password');
    const problem = passwordProblem(password, policy);
    if (problem) {
      res.status(400).json({ success: false, Error: problem });
      return;
    }
    const user = findUserById(db, userId);
    const passwordHash = await hashPassword(password);
    const ok =
      user &&
      db.tx(() => {
        if (!consumeToken(db, userId, token, 'reset')) return false;
        db.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
        return true;
      });
    if (!ok) {
      res.status(400).json({ success: false, Error: 'This reset link is invalid or has expired' });
      return;
    }
    res.json({ success: true, Error: null });
  });

  r.post('/UserLogin/ConfirmUser', (req, res) => {
    const b = body(req);
    const userId = str(b, 'userId');
    const ok = db.tx(() => {
      if (!consumeToken(db, userId, str(b, 'token'), 'confirm')) return false;
      db.run('UPDATE users SET confirmed = 1 WHERE id = ?', [userId]);
      return true;
    });
    if (!ok) {
      res.status(400).json({ success: false, Error: 'This confirmation link is invalid or has expired' });
      return;
    }
    res.json({ success: true, Error: null });
  });

  r.get('/Recaptcha/VerifySite', (req, res) => {
    // Recaptcha is switched off in the portal; the sandbox accepts any non-empty token.
    res.json({ success: str(query(req), 'token', { optional: true }) !== '' });
  });

  // ---------------------------------------------------------------- Mobile-app accounts
  const mobileUser = (id: string) => db.get<MobileUser>('SELECT * FROM mobile_users WHERE id = ?', [id]);

  r.post('/Mobile/ConfirmMobileUser', (req, res) => {
    const b = body(req);
    const userId = str(b, 'userId');
    const ok = db.tx(() => {
      if (!mobileUser(userId) || !consumeToken(db, userId, str(b, 'token'), 'mobile-confirm')) return false;
      db.run('UPDATE mobile_users SET confirmed = 1 WHERE id = ?', [userId]);
      return true;
    });
    if (!ok) {
      res.status(400).json({ success: false, Error: 'Failed to confirm user!' });
      return;
    }
    res.json({ success: true, Error: null });
  });

  r.post('/MobileLogin/ResetPassword', async (req, res) => {
    const b = body(req);
    const userId = str(b, 'userId');
    const password = str(b, 'password');
    const problem = passwordProblem(password, policy);
    if (problem) {
      res.status(400).json({ success: false, Error: problem });
      return;
    }
    const passwordHash = await hashPassword(password);
    const ok = db.tx(() => {
      const user = mobileUser(userId);
      if (!user || !consumeToken(db, userId, str(b, 'token'), 'mobile-reset')) return false;
      db.run('UPDATE mobile_users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
      db.run('DELETE FROM mobile_sessions WHERE user_id = ?', [userId]);
      return true;
    });
    if (!ok) {
      res.status(400).json({ success: false, Error: 'This reset link is invalid or has expired' });
      return;
    }
    res.json({ success: true, Error: null });
  });

  // Sandbox stand-in for the mobile app's own "forgot password" request, so mobile links reach the outbox.
  r.get('/MobileLogin/Forgot', ...mailLimits(config.rateLimits, queryEmail), (req, res) => {
    const user = db.get<MobileUser>('SELECT * FROM mobile_users WHERE email = ?', [normalizeEmail(str(query(req), 'email'))]);
    if (user) {
      db.tx(() => {
        const kind = user.confirmed ? 'mobile-reset' : 'mobile-confirm';
        const path = user.confirmed ? '/ResetPasswordMobile' : '/ConfirmMobile';
        const url = link(config.portalUrl, path, issueToken(db, user.id, kind), user.id);
        sendMail(db, {
          to: user.email,
          subject: user.confirmed ? 'Reset your mobile app password' : 'Confirm your mobile app e-mail',
          kind,
          link: url,
          body: `Open this link to continue:\n${url}`,
        });
      });
    }
    res.json({ success: true });
  });

  r.get('/Mobile/CheckMobileUserToken', (req, res) => {
    const q = query(req);
    str(q, 'currentDate');
    const found = db.get('SELECT 1 AS ok FROM mobile_sessions WHERE user_id = ? AND token = ?', [str(q, 'userId'), str(q, 'token')]);
    res.json({ valid: Boolean(found) });
  });

  r.delete('/Mobile/DeleteMobileUserToken', (req, res) => {
    const q = query(req);
    str(q, 'currentDate');
    const changes = db.run('DELETE FROM mobile_sessions WHERE user_id = ? AND token = ?', [str(q, 'userId'), str(q, 'token')]).changes;
    res.json({ success: changes > 0 });
  });

  r.get('/Mobile/ResetMobileSession', (req, res) => {
    const userId = str(query(req), 'userId');
    if (!mobileUser(userId)) throw new HttpError(404, 'Mobile user not found');
    db.run('DELETE FROM mobile_sessions WHERE user_id = ?', [userId]);
    res.json({ success: true });
  });

  // Sandbox stand-in for the mobile app's sign-in, which opens the sessions the calls above check.
  r.post('/MobileLogin/Login', ...passwordLimits(config.rateLimits), async (req, res) => {
    const b = body(req);
    const user = db.get<MobileUser>('SELECT * FROM mobile_users WHERE email = ?', [normalizeEmail(str(b, 'email'))]);
    if (!user || !(await verifyPassword(str(b, 'password'), user.password_hash)) || !user.confirmed) {
      countAsFailure(res);
      res.json({ success: false, Error: 'Invalid email or password' });
      return;
    }
    const token = crypto.randomBytes(24).toString('base64url');
    db.run('INSERT INTO mobile_sessions (user_id, token, created_at) VALUES (?, ?, ?)', [user.id, token, apiNow()]);
    res.json({ success: true, userId: user.id, token });
  });

  return r;
}

/** The separate legacy authentication API: GET LoginCustomers/authenticate with Basic credentials returns a token. */
export function legacyAuthApi(db: Db, mintLegacyToken: LegacyTokenMinter, limits: RateLimits): Router {
  const r = Router();
  const basic = (req: Request) => {
    const m = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    const sep = decoded.indexOf(':');
    return sep > 0 ? { user: decoded.slice(0, sep), password: decoded.slice(sep + 1) } : { user: '', password: '' };
  };
  r.get('/LoginCustomers/authenticate', ...passwordLimits(limits, (req) => basic(req).user), async (req, res) => {
    const credentials = basic(req);
    const user = credentials.user ? findUserByEmail(db, credentials.user) : undefined;
    if (!user || !(await verifyPassword(credentials.password, user.password_hash)) || !user.confirmed) {
      countAsFailure(res);
      res.set('WWW-Authenticate', 'Basic realm="LoginCustomers"').status(401).json({ message: 'Invalid credentials' });
      return;
    }
    const { token, expiresIn } = await mintLegacyToken({ email: user.email, name: user.name });
    res.json({ token, expiresIn, userName: user.email, name: user.name });
  });
  return r;
}
