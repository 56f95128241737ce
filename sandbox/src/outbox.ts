import type { Db } from './db.ts';
import { apiNow } from './time.ts';

export interface Mail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  link: string | null;
  at: string;
}

/** Keeps an e-mail the agency would have sent, for people and tests to read. */
export function sendMail(db: Db, mail: { to: string; subject: string; body: string; kind: string; link?: string }): number {
  return db.run('INSERT INTO outbox (recipient, subject, body, kind, link, at) VALUES (?, ?, ?, ?, ?, ?)', [
    mail.to.toLowerCase(),
    mail.subject,
    mail.body,
    mail.kind,
    mail.link ?? null,
    apiNow(),
  ]).lastInsertRowid;
}

export function listMail(db: Db, filter: { to?: string; kind?: string }): Mail[] {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.to) {
    where.push('recipient = ?');
    params.push(filter.to.toLowerCase());
  }
  if (filter.kind) {
    where.push('kind = ?');
    params.push(filter.kind);
  }
  return db.all<Mail>(`SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT 200`, params);
}
