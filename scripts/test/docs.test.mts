/**
 * The documentation stays true: a short README whose route table is the sections table, links that lead somewhere,
 * and code comments that cite a document's section by a heading it has.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { routeTable } from '../docs/routes.mts';
import { root } from '../stack.mts';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const markdown = tracked.filter((f) => f.endsWith('.md') && !f.startsWith('shared/contract/api/'));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function headings(file: string): string[] {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => m[1]!.replace(/`/g, ''));
}

/** Markdown links outside code blocks and inline code: [text](target). */
function links(file: string): string[] {
  const text = read(file)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

test("the slug of a heading is GitHub's", () => {
  assert.equal(slug("The contract's versions"), 'the-contracts-versions');
  assert.equal(slug('Runtime configuration (/portal.config.json)'), 'runtime-configuration-portalconfigjson');
  assert.equal(
    slug('10. The login page is HTML, painted before any JavaScript'),
    '10-the-login-page-is-html-painted-before-any-javascript',
  );
});

test('the README is short and starts with a quick start', () => {
  const readme = read('README.md');
  const lines = readme.split('\n').length;
  assert.ok(lines <= 200, `README.md has ${lines} lines; move detail to docs/`);
  const h2 = headings('README.md').slice(1);
  assert.equal(h2[0], 'Quick start', 'the first section is the quick start');
  for (const want of ['npm ci', 'npm start', 'npm test', 'http://localhost:3000', 'demo@transit.example', 'Transit!2026'])
    assert.ok(readme.slice(0, readme.indexOf('## Architecture')).includes(want), `the quick start names ${want}`);
  const first = links('README.md')[0]!;
  assert.ok(!/^[a-z]+:/i.test(first) && !first.startsWith('..'), `the README's first link points inside the repository: ${first}`);
});

test("the README's route table is what the sections' releases declare (npm run docs:routes prints it)", async () => {
  const table = await routeTable();
  assert.ok(read('README.md').includes(table), `README.md must hold this route table:\n${table}`);
});

test('every relative link of the documentation leads to a file, and an anchor to a heading of it', () => {
  const broken: string[] = [];
  for (const file of markdown) {
    for (const link of links(file)) {
      if (/^[a-z]+:/i.test(link) || link.startsWith('//')) continue;
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
      if (resolved.startsWith('..')) {
        broken.push(`${file}: ${link} leaves the repository`);
        continue;
      }
      const full = path.join(root, resolved);
      if (!fs.existsSync(full)) {
        broken.push(`${file}: ${link} (no ${resolved})`);
        continue;
      }
      if (anchor && fs.statSync(full).isFile() && !headings(resolved).map(slug).includes(anchor))
        broken.push(`${file}: ${link} (no heading #${anchor} in ${resolved})`);
    }
  }
  assert.deepEqual(broken, []);
});

test('code comments cite documents that exist, by headings they have, and never README "levers"', () => {
  const code = tracked.filter((f) => /\.(ts|tsx|mts|cts|mjs|cjs|js|json)$|Dockerfile$/.test(f) && !f.startsWith('scripts/test/docs.test'));
  const wrong: string[] = [];
  for (const file of code) {
    const text = read(file).replace(/\\"/g, '"');
    for (const m of text.matchAll(/\b((?:docs\/[\w./-]+\.md)|README)\b,? "([^"\n]+)"/g)) {
      const doc = m[1] === 'README' ? 'README.md' : m[1]!;
      if (!fs.existsSync(path.join(root, doc))) wrong.push(`${file}: ${doc} does not exist`);
      else if (!headings(doc).includes(m[2]!)) wrong.push(`${file}: ${doc} has no heading "${m[2]}"`);
    }
    for (const m of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
      if (!fs.existsSync(path.join(root, m[0]))) wrong.push(`${file}: ${m[0]} does not exist`);
    if (/README[^\n]{0,40}\blever\b/.test(text)) wrong.push(`${file}: cites a README lever; cite docs/performance.md by heading`);
  }
  assert.deepEqual(wrong, []);
});
