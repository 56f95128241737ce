import path from 'node:path';
import { buildUnlessBuilt, forgetBuild, root } from '../../scripts/stack.mts';
import { buildMarkedRelease, buildRedeploy, previousRelease, publishWithPrevious } from '../../scripts/releases.mts';
import { REDEPLOY_VERSION } from './releases';

/**
 * Builds the shell and the four remotes once for every journey (production builds, as deployed; CI's bench has built
 * this commit just before, and those builds are taken: scripts/stack.mts buildUnlessBuilt), and the previous
 * release from git (scripts/releases.mts) for the skew journeys. The current builds are then published as a deploy
 * over that release would be: its files kept, under releases/<version>/ and, for open tabs, at the top. Last, a
 * redeploy of remote-reload whose every file has a new name, over the current one.
 */
export default async function globalSetup(): Promise<void> {
  const previous = previousRelease();
  const [built, current] = await Promise.all([buildMarkedRelease(previous, (line) => console.log(line)), buildUnlessBuilt(true)]);
  if (current === 'kept')
    console.log('The current apps: the builds of this commit already in their dist folders (npm run bench made them)');
  // The build folders change from here on: a later run builds again.
  forgetBuild();
  publishWithPrevious(built);
  await buildRedeploy('remote-reload', REDEPLOY_VERSION(path.join(root, 'remote-reload', 'dist')));
}
