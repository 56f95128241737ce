/**
 * Issue 39: the portal's pages name an icon that exists (else every browser asks for /favicon.ico, which answers
 * 404) and describe themselves (a search result's or a shared link's text); the prerendered pages keep the same head.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../stack.mts';

const head = fs.readFileSync(path.join(root, 'shell', 'index.html'), 'utf8');

test("the shell's page names its icon, a file the shell serves, and has a description", () => {
  const icon = /<link rel="icon"[^>]* href="([^"]+)"/.exec(head);
  assert.ok(icon, 'a <link rel="icon">');
  assert.ok(fs.existsSync(path.join(root, 'shell', 'public', icon[1]!)), `${icon[1]} is in shell/public`);
  const description = /<meta name="description" content="([^"]+)">/.exec(head);
  assert.ok(description && description[1]!.length >= 50 && description[1]!.length <= 160, 'a description of 50 to 160 characters');
});
