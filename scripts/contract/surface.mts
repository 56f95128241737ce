/**
 * The runtime contract's public surface and its versions (docs/releases.md "The contract's versions").
 * API Extractor writes the surface as a report (shared/contract/api/contract.api.md); each released version's report
 * is kept (api/releases/<version>.api.md). These pure functions say what kind of change one report is from another:
 *   major: a declaration removed, or a line of one changed or removed (a section built before may break);
 *   minor: only declarations or lines added (a section built after may need what is new);
 *   patch: the same surface.
 */
export type ChangeKind = 'major' | 'minor' | 'patch';

export interface SurfaceChange {
  kind: ChangeKind;
  reasons: string[];
}

/** The report's declarations by name, each as its lines (comments, blank lines and imports left out). */
export function declarations(report: string): Map<string, string[]> {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? report;
  const out = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const raw of code.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const trimmed = line.trim();
    if (!trimmed || /^(\/\/|\/\*|\*)/.test(trimmed) || trimmed.startsWith('import ')) continue;
    if (/^(export|declare)\s/.test(line)) {
      // A top-level `export` starts a declaration: `export interface X`, `export const Y: …`, `export { Z }` (the other
      // top-level lines, such as an interface's closing brace, belong to the one before).
      const name =
        /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:interface|type|const|let|function|class|enum|namespace)\s+([A-Za-z_$][\w$]*)/.exec(
          trimmed,
        )?.[1] ??
        /^export\s+\{\s*([^}]+?)\s*\}/.exec(trimmed)?.[1] ??
        trimmed;
      if (out.has(name) && /^export\s+(?:declare\s+)?function\s/.test(trimmed))
        current = out.get(name)!; // an overload
      else {
        current = [];
        out.set(name, current);
      }
    }
    current?.push(trimmed);
  }
  return out;
}

function missingLines(before: string[], after: string[]): string[] {
  const left = new Map<string, number>();
  for (const l of after) left.set(l, (left.get(l) ?? 0) + 1);
  const missing: string[] = [];
  for (const l of before) {
    const n = left.get(l) ?? 0;
    if (n === 0) missing.push(l);
    else left.set(l, n - 1);
  }
  return missing;
}

/** What kind of change `after` is from `before`, and why. */
export function classify(before: string, after: string): SurfaceChange {
  const a = declarations(before);
  const b = declarations(after);
  const major: string[] = [];
  const minor: string[] = [];
  for (const [name, lines] of a) {
    const now = b.get(name);
    if (!now) {
      major.push(`${name} removed`);
      continue;
    }
    const gone = missingLines(lines, now);
    if (gone.length) major.push(`${name} changed (${gone.map((l) => `"${l}"`).join(', ')} no longer there)`);
    else if (missingLines(now, lines).length) minor.push(`${name} extended`);
  }
  for (const name of b.keys()) if (!a.has(name)) minor.push(`${name} added`);
  if (major.length) return { kind: 'major', reasons: [...major, ...minor] };
  if (minor.length) return { kind: 'minor', reasons: minor };
  return { kind: 'patch', reasons: [] };
}

export type Version = [number, number, number];

export function parseVersion(v: string): Version {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`${v} is not a release version (major.minor.patch)`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export const compareVersions = (x: string, y: string): number => {
  const a = parseVersion(x),
    b = parseVersion(y);
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
};

/** The kind of bump from one version to the next ('patch' also for the same version). */
export function bumpKind(from: string, to: string): ChangeKind {
  const a = parseVersion(from),
    b = parseVersion(to);
  if (b[0] !== a[0]) return 'major';
  if (b[1] !== a[1]) return 'minor';
  return 'patch';
}

/** The next version for a change of this kind. */
export function nextVersion(from: string, kind: ChangeKind): string {
  const [major, minor, patch] = parseVersion(from);
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const RANK: Record<ChangeKind, number> = { patch: 0, minor: 1, major: 2 };

/** Whether going from version `from` to `to` is a big enough bump for `change` (a bigger one is allowed). */
export function bumpCovers(from: string, to: string, change: ChangeKind): boolean {
  if (compareVersions(to, from) <= 0) return false;
  // Before 1.0.0 a minor bump may break (semver's initial development); the contract starts at 1.0.0.
  return RANK[bumpKind(from, to)] >= RANK[change];
}

/** The changelog's entry for a version: the text under its `## <version>` heading, or null. */
export function changelogEntry(changelog: string, version: string): string | null {
  const heading = new RegExp(`^## ${version.replace(/\./g, '\\.')}\\b.*$`, 'm');
  const m = heading.exec(changelog);
  if (!m) return null;
  const rest = changelog.slice(m.index + m[0].length);
  const next = /^## /m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}
