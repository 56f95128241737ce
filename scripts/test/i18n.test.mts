/**
 * The catalogues (every app's messages/en.json and messages/fr.json): the same keys in both languages, every French
 * message translated unless it is listed below as the same in both, the same placeholders, and valid ICU syntax.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { root } from '../stack.mts';

/** French words that are the English ones (product names, and words spelled alike in both languages). */
const SAME_IN_BOTH = new Set([
  'E-Cash',
  'E-Pass',
  'E-Ride',
  'E-Rides',
  '{name} - {number}',
  '{name} - {price}',
  'E-Cash {amount}',
  'Total',
  'Total {amount}',
  'Actions',
  'Active',
  'Date',
  'Type',
  'Notes',
  'Province',
  'Info',
  '{n, plural, one {# minute} other {# minutes}}',
]);

function catalogues(): Array<{ dir: string; en: Record<string, string>; fr: Record<string, string> }> {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'en.json' && path.basename(dir) === 'messages') found.push(dir);
    }
  };
  for (const app of ['shared/contract', 'shared/kit', 'shell', 'remote-balance', 'remote-reload', 'remote-account', 'remote-public'])
    walk(path.join(root, app, 'src'));
  return found.map((dir) => ({
    dir: path.relative(root, dir),
    en: JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8')),
    fr: JSON.parse(fs.readFileSync(path.join(dir, 'fr.json'), 'utf8')),
  }));
}

/** The arguments a message uses ({name}, {count, plural, …}). */
function argumentsOf(message: string): string[] {
  const out = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const t of tokens) {
      if (Array.isArray(t) && typeof t[0] === 'string') {
        out.add(t[0]);
        if (t[2] && typeof t[2] === 'object') for (const branch of Object.values(t[2] as Record<string, unknown>)) visit(branch);
      }
    }
  };
  visit(compileMessage(message));
  return [...out].sort();
}

test('every app has its catalogues', () => {
  const dirs = catalogues()
    .map((c) => c.dir)
    .sort();
  assert.ok(dirs.length >= 11, dirs.join(', '));
  for (const app of ['shared/kit', 'shell', 'remote-balance', 'remote-reload', 'remote-account', 'remote-public'])
    assert.ok(
      dirs.some((d) => d.startsWith(app)),
      app,
    );
});

test('the same keys in English and French', () => {
  for (const c of catalogues()) {
    assert.deepEqual(Object.keys(c.fr).sort(), Object.keys(c.en).sort(), c.dir);
  }
});

test('every French message is translated, unless it is the same word in both languages', () => {
  const untranslated = catalogues().flatMap((c) =>
    Object.keys(c.en)
      .filter((k) => c.fr[k] === c.en[k] && !SAME_IN_BOTH.has(c.en[k]!))
      .map((k) => `${c.dir} ${k}: ${c.en[k]}`),
  );
  assert.deepEqual(untranslated, []);
});

test('the same placeholders in both languages, and valid ICU messages', () => {
  for (const c of catalogues()) {
    for (const [key, en] of Object.entries(c.en)) {
      assert.deepEqual(argumentsOf(c.fr[key]!), argumentsOf(en), `${c.dir} ${key}`);
    }
  }
});
