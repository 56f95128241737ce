import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import type { AppOptions } from '../options';

/** `npm run dev`: each app on its dev server with hot reload, its runtime config from the file scripts/dev.mts writes. */
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
