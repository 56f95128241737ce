/**
 * No folder cycles (docs/sections.md "An app's layout"): in the shell, its folders (app, chrome, frames, federation,
 * pages, parts, prerender, monitoring, sw) and its top files import each other one way only; in a remote, its
 * features, exposes and common files likewise. A cycle is a sign that something sits in the wrong folder (the shell's
 * lazy-part list once lived in federation/, which every other folder then needed, and which needed them).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../stack.mts';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The relative modules a file imports, statically or with import() (a webpack comment inside it too). */
const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)'(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );

/** The folders of an app's source and how they import each other: a node per folder (or per top-level file). */
export function folderGraph(src: string, nodeOf: (rel: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const from = nodeOf(path.relative(src, file));
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const target of importsOf(file)) {
      const rel = path.relative(src, target);
      if (rel.startsWith('..')) continue;
      const to = nodeOf(rel);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's path, once each (its nodes in import order), or none. */
export function cyclesIn(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const key = (c: string[]) => [...c].sort().join(' ');
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at !== -1) {
      const cycle = [...trail.slice(at), node];
      if (!seen.has(key(cycle.slice(1)))) {
        seen.add(key(cycle.slice(1)));
        cycles.push(cycle);
      }
      return;
    }
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return cycles;
}

const shellNode = (rel: string) => {
  const [first, second] = rel.split(path.sep);
  return second === undefined ? first!.replace(/\.tsx?$/, '') : `${first}/`;
};
const remoteNode = (rel: string) => {
  const parts = rel.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}/`;
  return parts.length === 1 ? parts[0]!.replace(/\.tsx?$/, '') : `${parts[0]}/`;
};

test('the shell’s folders have no cycle', () => {
  const cycles = cyclesIn(folderGraph(path.join(root, 'shell', 'src'), shellNode));
  assert.deepEqual(
    cycles.map((c) => c.join(' → ')),
    [],
  );
});

test('each remote’s features, exposes and common files have no cycle', () => {
  for (const remote of ['remote-balance', 'remote-reload', 'remote-account', 'remote-public']) {
    const cycles = cyclesIn(folderGraph(path.join(root, remote, 'src'), remoteNode));
    assert.deepEqual(
      cycles.map((c) => `${remote}: ${c.join(' → ')}`),
      [],
    );
  }
});

test('a cycle is found, and named', () => {
  const graph = new Map([
    ['app/', new Set(['federation/'])],
    ['federation/', new Set(['chrome/', 'app/'])],
    ['chrome/', new Set<string>()],
  ]);
  assert.deepEqual(cyclesIn(graph), [['app/', 'federation/', 'app/']]);
  graph.get('federation/')!.delete('app/');
  assert.deepEqual(cyclesIn(graph), []);
});
