/**
 * The runtime contract's surface, checked (docs/releases.md "The contract's versions"):
 * - api/contract.api.md is API Extractor's report of what @portal/contract exports, committed; a change to an
 *   exported name, type or signature changes it, and CI fails until it is updated (`npm run contract:report`);
 * - the report of every released version is kept (api/releases/<version>.api.md), and the package's version is one
 *   of them with the same surface: changing the surface without releasing a new version fails;
 * - each release is the bump its change needs (major when something was removed or changed, minor when only added),
 *   and CHANGELOG.md says what it changed;
 * - the version the code reports at run time (CONTRACT_VERSION) is the package's.
 * `npm run contract:release` records a new version after a change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, type ExtractorMessage } from '@microsoft/api-extractor';
import { bumpCovers, changelogEntry, classify, compareVersions, nextVersion, type ChangeKind } from './surface.mts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTRACT = path.join(root, 'shared', 'contract');
/** Placeholder text `contract:release` writes into a new changelog entry; the check refuses it. */
export const TODO_ENTRY = '- TODO: say what changed, and what a section team must do.';

/** The files of a contract package: the real one, or a copy a test changes. */
class ContractPackage {
  constructor(readonly dir: string) {}
  get releases() {
    return path.join(this.dir, 'api', 'releases');
  }
  get changelogFile() {
    return path.join(this.dir, 'CHANGELOG.md');
  }
  get versionFile() {
    return path.join(this.dir, 'src', 'version.ts');
  }
  get packageFile() {
    return path.join(this.dir, 'package.json');
  }
  version(): string {
    return (JSON.parse(fs.readFileSync(this.packageFile, 'utf8')) as { version: string }).version;
  }
  declaredVersion(): string | undefined {
    return /CONTRACT_VERSION: string = '([^']+)'/.exec(fs.readFileSync(this.versionFile, 'utf8'))?.[1];
  }
  changelog(): string {
    return fs.existsSync(this.changelogFile) ? fs.readFileSync(this.changelogFile, 'utf8') : '';
  }
  /** The released versions whose report is kept, oldest first. */
  released(): string[] {
    if (!fs.existsSync(this.releases)) return [];
    return fs
      .readdirSync(this.releases)
      .filter((f) => /^\d+\.\d+\.\d+\.api\.md$/.test(f))
      .map((f) => f.replace(/\.api\.md$/, ''))
      .sort(compareVersions);
  }
  report(version: string): string {
    return fs.readFileSync(path.join(this.releases, `${version}.api.md`), 'utf8');
  }
}

export const contractVersion = (dir = CONTRACT) => new ContractPackage(dir).version();
export const releasedVersions = (dir = CONTRACT) => new ContractPackage(dir).released();

/**
 * API Extractor's report of the contract as the sources are now. With `update`, the committed report is rewritten;
 * without, it is left alone and `changed` says whether it differs.
 */
export function currentReport(opts: { update: boolean }, dir = CONTRACT): { text: string; changed: boolean } {
  const tsc = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(dir, 'tsconfig.api.json')],
    { encoding: 'utf8' },
  );
  if (tsc.status !== 0) throw new Error(`the contract's declarations did not build:\n${tsc.stdout}${tsc.stderr}`);
  const config = ExtractorConfig.loadFileAndPrepare(path.join(dir, 'api-extractor.json'));
  const problems: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: opts.update,
    messageCallback: (m: ExtractorMessage) => {
      // The report is compared here; what API Extractor would print about a changed report is not needed.
      if (m.logLevel === 'error' || (m.logLevel === 'warning' && m.category !== 'console')) problems.push(m.formatMessageWithLocation(dir));
      m.handled = true;
    },
  });
  if (problems.length) throw new Error(`API Extractor:\n  ${problems.join('\n  ')}`);
  if (!result.succeeded && !result.apiReportChanged) throw new Error('API Extractor failed');
  return { text: fs.readFileSync(config.reportTempFilePath, 'utf8'), changed: result.apiReportChanged };
}

/** Every problem with the contract's surface and versions; none when all is in order. */
export function checkContract(report = currentReport({ update: false }), dir = CONTRACT): string[] {
  const pkg = new ContractPackage(dir);
  const problems: string[] = [];
  const version = pkg.version();
  if (report.changed)
    problems.push('shared/contract/api/contract.api.md is not the surface of the sources: run `npm run contract:report` and commit it');
  const declared = pkg.declaredVersion();
  if (declared !== version)
    problems.push(`shared/contract/src/version.ts says ${declared ?? 'nothing'}, package.json says ${version}: they must be the same`);

  const released = pkg.released();
  const latest = released.at(-1);
  if (!latest) problems.push('no release of the contract is recorded: run `npm run contract:release`');
  else if (compareVersions(version, latest) < 0)
    problems.push(`package.json's version ${version} is older than the latest release ${latest}`);
  else if (!released.includes(version)) {
    const change = classify(pkg.report(latest), report.text);
    problems.push(
      `version ${version} is not recorded: run \`npm run contract:release\` (it records the surface and a changelog entry)${change.kind === 'patch' ? '' : `; since ${latest} the change is ${change.kind} (${change.reasons.join('; ')})`}`,
    );
  } else {
    // Comments are not the surface: a reworded doc comment needs no version (the report is still kept current).
    const change = classify(pkg.report(version), report.text);
    if (change.kind !== 'patch') {
      problems.push(
        `the contract's public surface changed since ${version} was released, without a new version: a ${change.kind} change ` +
          `(${change.reasons.join('; ')}). Release ${nextVersion(version, change.kind)} with \`npm run contract:release\`, ` +
          'and say in shared/contract/CHANGELOG.md what changed',
      );
    }
  }

  // Each release is a big enough bump for what it changed, and says so in the changelog.
  const changelog = pkg.changelog();
  released.forEach((v, i) => {
    const entry = changelogEntry(changelog, v);
    if (!entry) problems.push(`shared/contract/CHANGELOG.md has no entry "## ${v}"`);
    else if (entry.includes(TODO_ENTRY)) problems.push(`shared/contract/CHANGELOG.md: the entry for ${v} still says TODO`);
    const before = released[i - 1];
    if (!before) return;
    const change = classify(pkg.report(before), pkg.report(v));
    if (!bumpCovers(before, v, change.kind))
      problems.push(`${before} → ${v} is too small a version step: the change is ${change.kind} (${change.reasons.join('; ')})`);
  });
  return problems;
}

const RANK: Record<ChangeKind, number> = { patch: 0, minor: 1, major: 2 };

/**
 * Records the contract's surface as a release: the version the change needs (or `kind`, when bigger), set in
 * package.json and src/version.ts (and the apps' ranges for a major), the report kept under api/releases/, and a
 * changelog entry to write.
 */
export function releaseContract(kind?: ChangeKind, dir = CONTRACT): { version: string; change: ChangeKind; reasons: string[] } {
  const pkg = new ContractPackage(dir);
  const report = currentReport({ update: true }, dir);
  const latest = pkg.released().at(-1);
  const change = latest ? classify(pkg.report(latest), report.text) : { kind: 'major' as ChangeKind, reasons: ['the first release'] };
  if (latest && !kind && change.kind === 'patch') {
    throw new Error(`the surface is the one of ${latest}: nothing to release (pass patch, minor or major to release a fix anyway)`);
  }
  if (kind && RANK[kind] < RANK[change.kind])
    throw new Error(`the change is ${change.kind} (${change.reasons.join('; ')}): a ${kind} version is not enough`);
  const bump = kind ?? change.kind;
  const version = latest ? nextVersion(latest, bump) : pkg.version();

  const json = JSON.parse(fs.readFileSync(pkg.packageFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(pkg.packageFile, `${JSON.stringify({ ...json, version }, null, 2)}\n`);
  fs.writeFileSync(
    pkg.versionFile,
    fs.readFileSync(pkg.versionFile, 'utf8').replace(/CONTRACT_VERSION: string = '[^']+'/, `CONTRACT_VERSION: string = '${version}'`),
  );
  // The apps state the range they are built against; a new major is a new range (npm links the workspace by it, so
  // run `npm install` after a major release).
  if (bump === 'major' && latest && dir === CONTRACT) {
    const [major] = version.split('.');
    for (const ws of (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces) {
      const file = path.join(root, ws, 'package.json');
      const text = fs.readFileSync(file, 'utf8');
      const next = text.replace(/("@portal\/contract": ")\^\d+\.\d+\.\d+(")/g, `$1^${major}.0.0$2`);
      if (next !== text) fs.writeFileSync(file, next);
    }
  }
  fs.mkdirSync(pkg.releases, { recursive: true });
  fs.writeFileSync(path.join(pkg.releases, `${version}.api.md`), report.text);
  const changelog = pkg.changelog() || '# @portal/contract\n';
  if (!changelogEntry(changelog, version)) {
    const entry = `## ${version} (${bump})\n\n${TODO_ENTRY}\n${change.reasons.map((r) => `  - ${r}`).join('\n')}\n\n`;
    // Above the newest version, below what is planned for the next major.
    const at = changelog.search(/^## \d/m);
    fs.writeFileSync(
      pkg.changelogFile,
      at === -1 ? `${changelog.trimEnd()}\n\n${entry}` : `${changelog.slice(0, at)}${entry}${changelog.slice(at)}`,
    );
  }
  return { version, change: bump, reasons: change.reasons };
}
