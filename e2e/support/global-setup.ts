import { buildAll } from '../../scripts/stack.mts';

/** Builds the shell and the four remotes once for every journey (production builds, as deployed). */
export default async function globalSetup(): Promise<void> {
  await buildAll(true);
}
