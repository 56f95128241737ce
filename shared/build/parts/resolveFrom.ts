import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A module's file as Node resolves it from the folder `dir` (its node_modules first, then its parents'): where an app
 * has its own copy of a package, that copy. Not `require.resolve(request, { paths: [dir] })`: under the loader Rspack
 * reads its TypeScript config with, that resolves from this package's folder and skips the app's own node_modules (found
 * by a drill, issue 85: a remote built with its own swr named the repository's in its manifest).
 */
export const resolveFrom = (dir: string, request: string): string => createRequire(path.join(dir, 'package.json')).resolve(request);
