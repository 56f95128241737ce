/**
 * Releases of the portal (docs/releases.md "Releases"):
 *   npm run release:mark -- <name> [--commit <sha>] [--note "…"]   mark a deployed commit as a release (releases.json)
 *   npm run release:previous                                        build the newest marked release (.portal/releases/)
 */
import { buildMarkedRelease, markRelease, previousRelease } from './releases.mts';

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(name);
  return i === -1 ? undefined : rest.splice(i, 2)[1];
};
if (command === 'mark') {
  const commit = option('--commit') ?? 'HEAD';
  const note = option('--note') ?? '';
  const [name] = rest;
  if (!name) {
    console.error('usage: npm run release:mark -- <name> [--commit <sha>] [--note "…"]');
    process.exit(2);
  }
  const release = markRelease(name, note, commit);
  console.log(`Release ${release.name} marked at ${release.commit}: ${Object.entries(release.versions)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.
The skew journeys now test the current code against it. An app changed after it needs a new version (its package.json).`);
} else if (command === 'previous') {
  const built = await buildMarkedRelease(previousRelease(), console.log);
  console.log(`Release ${built.release.name} is built in ${built.dir}`);
} else {
  console.error('usage: tsx scripts/release.mts mark <name> | previous');
  process.exit(2);
}
