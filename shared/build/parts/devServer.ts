import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import type { AppOptions } from '../options';

/** A release's file path (`/releases/<version>/<file>`) as the dev server has it: the file at the top, or null. */
export function devPathOf(url: string): string | null {
  const match = /^\/releases\/[0-9A-Za-z][0-9A-Za-z.+-]*\/(.*)$/.exec(url);
  return match ? `/${match[1]}` : null;
}

/**
 * `npm run dev`: each app on its dev server with hot reload, its runtime config from the file scripts/dev.mts writes.
 * The manifest names its release like a production build's, so the shell loads `releases/<version>/remoteEntry.js`
 * and the chunks (hot updates included) beside it (federation/plugins/releaseEntry.ts); a dev server has one build,
 * always the current one, and answers those paths with it.
 */
export function devServer(opts: Pick<AppOptions, 'port'>): NonNullable<Configuration['devServer']> {
  return {
    port: opts.port,
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': process.env.PORTAL_ORIGIN ?? 'http://localhost:3000', 'Cache-Control': 'no-cache' },
    // `npm run dev` writes each app's runtime config to a file; the dev server serves it as /portal.config.json.
    setupMiddlewares: (middlewares) => {
      const file = process.env.PORTAL_CONFIG_FILE;
      middlewares.unshift({
        name: 'portal-release-folder',
        middleware: (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
          const top = req.url ? devPathOf(req.url) : null;
          if (top) req.url = top;
          next();
        },
      });
      middlewares.unshift({
        name: 'portal-config',
        path: '/portal.config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          if (!file || !fs.existsSync(file)) {
            res.statusCode = 404;
            res.end(JSON.stringify({ message: 'No runtime config: start with npm run dev' }));
            return;
          }
          res.end(fs.readFileSync(file));
        },
      });
      return middlewares;
    },
  };
}
