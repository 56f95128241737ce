/** The customer API: account and mobile (spec section 7). */
import { type Router } from 'express';
import { findUserByEmail, hashPassword, passwordProblem, verifyPassword } from '../../accounts.ts';
import { caller } from '../../auth.ts';
import { body, HttpError, int, str } from '../../http.ts';
import { sendMail } from '../../outbox.ts';
import { apiNow } from '../../time.ts';
import { langOf, tr } from '../../i18n.ts';
import { countAsFailure, passwordLimits } from '../../limits.ts';
import { sameAccount, type CustomerContext } from './shared.ts';

export function registerAccount(r: Router, { db, config, policy }: CustomerContext): void {
  // The current password is a password check like a sign-in: wrong ones counted against the account and the address.
  r.post('/UserLogin/ChangePassword', ...passwordLimits(config.rateLimits), async (req, res) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const user = findUserByEmail(db, me);
    if (!user) throw new HttpError(404, 'Account not found');
    if (!(await verifyPassword(str(b, 'currentPassword'), user.password_hash))) {
      countAsFailure(res);
      res.json({ success: false, Error: 'The current password is not correct' });
      return;
    }
    const password = str(b, 'password');
    const problem = passwordProblem(password, policy);
    if (problem) {
      res.json({ success: false, Error: problem });
      return;
    }
    db.run('UPDATE users SET password_hash = ? WHERE id = ?', [await hashPassword(password), user.id]);
    res.json({ success: true, Error: null });
  });

  r.get('/IdentityTest/Test', (_req, res) => {
    const c = caller(res);
    res.json({ userName: c.username, name: c.name, scopes: [...c.scopes] });
  });

  r.post('/v2/Mobile/RequestMobileAccountDeletion', (req, res) => {
    const b = body(req);
    for (const k of ['DeviceId', 'DeviceTypeId', 'EmployeeId']) int(b, k);
    const first = str(b, 'FirstName', { optional: true, max: 60 });
    const last = str(b, 'LastName', { optional: true, max: 60 });
    const me = caller(res).username;
    const user = db.get<{ id: string; first_name: string; last_name: string; card_number: string | null }>(
      'SELECT * FROM mobile_users WHERE email = ?',
      [me],
    );
    if (!user) {
      res.json({ Status: 2 });
      return;
    }
    if (!user.card_number) {
      res.json({ Status: 3 });
      return;
    }
    const mismatch = (given: string, actual: string) => given !== '' && given.toLowerCase() !== (actual ?? '').toLowerCase();
    if (mismatch(first, user.first_name) || mismatch(last, user.last_name)) {
      res.json({ Status: 1 });
      return;
    }
    db.tx(() => {
      db.run('INSERT INTO mobile_deletion_requests (email, first_name, last_name, at) VALUES (?, ?, ?, ?)', [
        me,
        first || null,
        last || null,
        apiNow(),
      ]);
      const lang = langOf(req.headers['accept-language']);
      sendMail(db, { to: me, subject: tr(lang, 'mailDeletionSubject'), kind: 'mobile-deletion', body: tr(lang, 'mailDeletionBody') });
    });
    res.json({ Status: 0 });
  });
}
