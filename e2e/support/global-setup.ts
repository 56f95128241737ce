import path from 'node:path';
import { buildAll, root } from '../../scripts/stack.mts';
import { buildMarkedRelease, buildRedeploy, previousRelease, publishWithPrevious } from '../../scripts/releases.mts';
import { REDEPLOY_VERSION } from './releases';

/**
 * Builds the shell and the four remotes once for every journey (production builds, as deployed), and the previous
 * release from git (scripts/releases.mts) for the skew journeys. The current builds are then published as a deploy
 * over that release would be: its files kept, under releases/<version>/ and, for open tabs, at the top. Last, a
 * redeploy of remote-reload whose every file has a new name, over the current one.
 */
export default async function globalSetup(): Promise<void> {
  const previous = previousRelease();
  const [built] = await Promise.all([buildMarkedRelease(previous, (line) => console.log(line)), buildAll(true)]);
  publishWithPrevious(built);
  await buildRedeploy('remote-reload', REDEPLOY_VERSION(path.join(root, 'remote-reload', 'dist')));
}
