import crypto from 'node:crypto';
import type { Db } from './db.ts';
import { apiNow } from './time.ts';

export interface User {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  confirmed: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const scrypt = (password: string, salt: Buffer, length: number) =>
  new Promise<Buffer>((resolve, reject) => crypto.scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * A password's stored form. Hashed off the event loop (libuv's thread pool): a flood of sign-in guesses never stalls
 * the other requests (issue 86), it waits its turn for a thread.
 */
/** The stored form: scheme, salt and key. */
const stored = (salt: Buffer, key: Buffer) => `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return stored(salt, await scrypt(password, salt, 32));
}

/** The same at start, for the seed's accounts (nothing else is served yet). */
export function hashPasswordAtStart(password: string): string {
  const salt = crypto.randomBytes(16);
  return stored(salt, crypto.scryptSync(password, salt, 32));
}

/** Whether a password is the stored one, checked off the event loop as hashPassword is. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return crypto.timingSafeEqual(expected, actual);
}

/**
 * Password rules (spec section 5 has two readings): 'basic' needs at least 6 characters; 'strong' needs at
 * least 9 with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.
 */
export type PasswordPolicy = 'basic' | 'strong';

export function passwordProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length > 128) return 'The password must be at most 128 characters.';
  if (policy === 'basic') return password.length >= 6 ? null : 'The password must be at least 6 characters.';
  const ok = password.length >= 9 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
  return ok
    ? null
    : 'Refer to password rules: at least 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.';
}

export function findUserByEmail(db: Db, email: string): User | undefined {
  return db.get<User>('SELECT * FROM users WHERE email = ?', [normalizeEmail(email)]);
}

export function findUserById(db: Db, id: string): User | undefined {
  return db.get<User>('SELECT * FROM users WHERE id = ?', [id]);
}

/** A new account, its password already hashed (hashPassword: hashed before the transaction that inserts it). */
export function createUser(db: Db, email: string, name: string, passwordHash: string, confirmed: boolean): User {
  const id = crypto.randomUUID();
  db.run('INSERT INTO users (id, email, name, password_hash, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    id,
    normalizeEmail(email),
    name,
    passwordHash,
    confirmed ? 1 : 0,
    apiNow(),
  ]);
  return findUserById(db, id)!;
}

export type TokenKind = 'confirm' | 'reset' | 'mobile-confirm' | 'mobile-reset';

/** A single-use code for an e-mail link, valid for `hours`. */
export function issueToken(db: Db, userId: string, kind: TokenKind, hours = 24): string {
  const token = crypto.randomBytes(24).toString('base64url');
  db.run('INSERT INTO tokens (token, user_id, kind, expires_at) VALUES (?, ?, ?, ?)', [
    token,
    userId,
    kind,
    Date.now() + hours * 3_600_000,
  ]);
  return token;
}

/** Uses up a code if it is valid for this user and purpose; true when it was. */
export function consumeToken(db: Db, userId: string, token: string, kind: TokenKind): boolean {
  const r = db.run('UPDATE tokens SET used = 1 WHERE token = ? AND user_id = ? AND kind = ? AND used = 0 AND expires_at > ?', [
    token,
    userId,
    kind,
    Date.now(),
  ]);
  return r.changes === 1;
}
