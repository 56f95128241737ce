/**
 * The runtime contract's surface and versions (scripts/contract/check.mts):
 *   npm run contract:report              rewrite shared/contract/api/contract.api.md from the sources
 *   npm run contract:check               what CI checks: the report is current, and a changed surface has its version
 *   npm run contract:release [-- minor]  record a new version for the change (the bump it needs, or a bigger one)
 */
import { checkContract, currentReport, releasedVersions, releaseContract } from './contract/check.mts';
import type { ChangeKind } from './contract/surface.mts';

const [command, arg] = process.argv.slice(2);
if (command === 'report') {
  const { changed } = currentReport({ update: true });
  console.log(changed ? 'shared/contract/api/contract.api.md updated: commit it' : 'shared/contract/api/contract.api.md is current');
  const problems = checkContract(currentReport({ update: false }));
  if (problems.length) console.log(`\nStill to do:\n  ${problems.join('\n  ')}`);
} else if (command === 'check') {
  const problems = checkContract();
  if (problems.length) {
    console.error(`The runtime contract:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('The runtime contract: the report is current and its version recorded.');
} else if (command === 'release') {
  if (arg !== undefined && !['patch', 'minor', 'major'].includes(arg)) {
    console.error('usage: npm run contract:release [-- patch|minor|major]');
    process.exit(2);
  }
  const first = releasedVersions().length === 0;
  const { version, change, reasons } = releaseContract(arg as ChangeKind | undefined);
  console.log(`@portal/contract ${version} (${change}${reasons.length ? `: ${reasons.join('; ')}` : ''}).
Now say what changed in shared/contract/CHANGELOG.md (replace the TODO line), then rebuild and release the shell first:
sections built against ${version} are refused by a shell that provides an older contract.${first ? '' : change === 'major' ? "\nA major version: run `npm install` (the apps' ranges changed)." : ''}`);
} else {
  console.error('usage: tsx scripts/contract.mts report | check | release [patch|minor|major]');
  process.exit(2);
}
