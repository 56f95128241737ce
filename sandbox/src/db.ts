import fs from 'node:fs';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';

type BindValue = string | number | bigint | boolean | null | Uint8Array;
export type Params = BindValue[] | Record<string, BindValue>;
export type Row = Record<string, unknown>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mobile_users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, first_name TEXT, last_name TEXT,
  password_hash TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 1, card_number TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mobile_sessions (
  user_id TEXT NOT NULL, token TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, token));
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL, kind TEXT NOT NULL, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS card_types (id INTEGER PRIMARY KEY, description TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS card_classes (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cards (
  number TEXT NOT NULL, type INTEGER NOT NULL, class_id INTEGER NOT NULL,
  status TEXT NOT NULL, suffix INTEGER NOT NULL DEFAULT 1, active INTEGER NOT NULL,
  expiry TEXT NOT NULL, cash_cents INTEGER NOT NULL DEFAULT 0, rides INTEGER NOT NULL DEFAULT 0,
  pass_start TEXT, pass_end TEXT,
  rides_cap_day INTEGER NOT NULL DEFAULT 0, rides_cap_month INTEGER NOT NULL DEFAULT 0,
  cash_cap_day_cents INTEGER NOT NULL DEFAULT 0, cash_cap_month_cents INTEGER NOT NULL DEFAULT 0,
  paid_trips_day INTEGER NOT NULL DEFAULT 0, paid_trips_month INTEGER NOT NULL DEFAULT 0,
  owner TEXT, label TEXT, assigned_at TEXT,
  PRIMARY KEY (number, type));
CREATE INDEX IF NOT EXISTS cards_owner ON cards(owner);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, class_id INTEGER, type INTEGER NOT NULL, name TEXT NOT NULL,
  price_cents INTEGER NOT NULL, num_days INTEGER NOT NULL DEFAULT 0, num_rides INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1, web INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS pass_templates (class_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price_cents INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS fare_cap_rules (
  card_type INTEGER NOT NULL, class_id INTEGER NOT NULL, rule_type INTEGER NOT NULL,
  cash_threshold_cents INTEGER NOT NULL, ride_threshold INTEGER NOT NULL, paid_trip_threshold INTEGER NOT NULL,
  PRIMARY KEY (card_type, class_id, rule_type));
CREATE TABLE IF NOT EXISTS history (
  id INTEGER PRIMARY KEY AUTOINCREMENT, card_number TEXT NOT NULL, card_type INTEGER NOT NULL,
  op_type INTEGER NOT NULL, product TEXT, operation TEXT NOT NULL, amount_cents INTEGER,
  at TEXT NOT NULL, bus TEXT, route TEXT, stop TEXT);
CREATE INDEX IF NOT EXISTS history_card ON history(card_number, card_type);
CREATE TABLE IF NOT EXISTS client_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, owner TEXT NOT NULL,
  nombre TEXT, paterno TEXT, materno TEXT, nacimiento TEXT, correo TEXT, telefono TEXT, direccion TEXT,
  city TEXT, state TEXT, country TEXT, cod_ciudad INTEGER, cp TEXT, nota TEXT);
CREATE TABLE IF NOT EXISTS card_clients (
  card_number TEXT NOT NULL, card_type INTEGER NOT NULL, client_id INTEGER NOT NULL, PRIMARY KEY (card_number, card_type));
CREATE TABLE IF NOT EXISTS personal_info (
  email TEXT NOT NULL, channel TEXT NOT NULL, customer_code INTEGER NOT NULL,
  name TEXT, paterno TEXT, materno TEXT, birth_date TEXT, phone TEXT, address TEXT, city TEXT, state TEXT,
  country TEXT, city_code INTEGER, zip_code TEXT, nip TEXT, notes TEXT, PRIMARY KEY (email, channel));
CREATE TABLE IF NOT EXISTS credit_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT, card_id TEXT NOT NULL, email TEXT NOT NULL, card_number TEXT NOT NULL,
  default_card INTEGER NOT NULL DEFAULT 0, transaction_tag TEXT, auth_code TEXT, created_at TEXT NOT NULL,
  UNIQUE (email, card_id));
CREATE TABLE IF NOT EXISTS thresholds (
  id INTEGER PRIMARY KEY AUTOINCREMENT, card_number TEXT NOT NULL, card_type INTEGER NOT NULL,
  trigger_type INTEGER NOT NULL, description TEXT, rides_threshold INTEGER, cash_threshold_cents INTEGER,
  cash_to_reload_cents INTEGER, days_to_reload INTEGER, product_id INTEGER, price_cents INTEGER,
  status INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, card_number TEXT NOT NULL, comment TEXT NOT NULL, email TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY, key TEXT NOT NULL UNIQUE, owner TEXT NOT NULL, name TEXT, method TEXT NOT NULL,
  cart TEXT NOT NULL, total_cents INTEGER NOT NULL, status TEXT NOT NULL, sequence TEXT, fp_timestamp INTEGER,
  created_at TEXT NOT NULL, completed_at TEXT, response_code INTEGER, reason_code TEXT, reason_text TEXT,
  auth_code TEXT, trans_id TEXT, card_masked TEXT, receipt TEXT, email TEXT);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  owner TEXT NOT NULL, key TEXT NOT NULL, route TEXT NOT NULL, fingerprint TEXT NOT NULL,
  status INTEGER, answer TEXT, created_ms INTEGER NOT NULL, PRIMARY KEY (owner, key));
CREATE TABLE IF NOT EXISTS mobile_deletion_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, first_name TEXT, last_name TEXT, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
  kind TEXT NOT NULL, link TEXT, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS oidc (
  model TEXT NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL, expires_at INTEGER,
  uid TEXT, grant_id TEXT, user_code TEXT, PRIMARY KEY (model, id));
CREATE INDEX IF NOT EXISTS oidc_grant ON oidc(grant_id);
CREATE INDEX IF NOT EXISTS oidc_uid ON oidc(uid);
`;

/**
 * The sandbox's one SQLite database. All statements run synchronously in this one process, so a
 * transaction opened with `tx` is never interleaved with another request: concurrent HTTP requests
 * cannot corrupt it, and a request that throws inside `tx` writes nothing.
 */
export class Db {
  private readonly db: sqlite.Database;

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The WASM build locks with a '<file>.lock' directory; one left by a killed process would block us.
    fs.rmSync(`${file}.lock`, { recursive: true, force: true });
    this.db = new sqlite.Database(file);
    this.db.exec('PRAGMA foreign_keys = ON; PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL;');
    this.db.exec(SCHEMA);
  }

  all<T = Row>(sql: string, params?: Params): T[] {
    return this.db.all(sql, params) as T[];
  }

  get<T = Row>(sql: string, params?: Params): T | undefined {
    return (this.db.get(sql, params) as T | null) ?? undefined;
  }

  run(sql: string, params?: Params): { changes: number; lastInsertRowid: number } {
    const r = this.db.run(sql, params);
    return { changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) };
  }

  /** Runs fn in one transaction; any throw rolls everything back. fn must not await. */
  tx<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      if (result instanceof Promise) throw new Error('Db.tx callbacks must be synchronous');
      this.db.exec('COMMIT');
      return result;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  setting(key: string): string | undefined {
    return this.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key])?.value;
  }

  setSetting(key: string, value: string): void {
    this.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [key, value]);
  }

  /** Empties every table (the schema stays). */
  wipe(): void {
    const tables = this.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
    this.tx(() => {
      for (const { name } of tables) this.run(`DELETE FROM "${name}"`);
      this.run('DELETE FROM sqlite_sequence WHERE 1');
    });
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
