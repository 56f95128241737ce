import fs from 'node:fs';
import path from 'node:path';
import type { Stack } from '../../scripts/stack.mts';
import { copyDist, currentDist, restore, serve } from './releases';

/** What a widget's page passes to `mount`: the stack's API, payment pages, and MSAL signed in with the portal's session. */
export function portalSessionOptions(stack: Stack) {
  const config = stack.config as typeof stack.config & { allowedPaymentOrigins: string[] };
  return {
    apiBase: config.apiBase,
    allowedPaymentOrigins: config.allowedPaymentOrigins,
    auth: {
      msal: {
        clientId: config.auth.clientId,
        authority: config.auth.authority,
        knownAuthorities: config.auth.knownAuthorities,
        authorityMetadata: config.auth.authorityMetadata,
        scopes: config.auth.scopes,
        redirectUri: 'http://localhost:3000/redirect.html',
        postLogoutRedirectUri: 'http://localhost:3000/login',
      },
    },
  };
}

/**
 * An integrator's page on the portal's own origin (a file added to the shell's deployment, under its policy), served
 * while `run` runs: `body` is its <main>'s content and `script` its module script, which mounts the widgets.
 */
export async function withPageOnPortal(
  stack: Stack,
  outputDir: string,
  page: { file: string; title: string; body: string; script: string },
  run: () => Promise<void>,
): Promise<void> {
  const dist = copyDist(currentDist('shell'), outputDir);
  fs.writeFileSync(
    path.join(dist, page.file),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title></head><body><main>${page.body}</main>
<script type="module">
${page.script}
</script></body></html>`,
  );
  await serve(stack, 'shell', { dist });
  try {
    await run();
  } finally {
    await restore(stack, 'shell');
  }
}
