/**
 * `npm start`: the whole portal on the embedded sandbox. Ctrl-C stops everything. `-- --no-build` reuses the last
 * build, `-- --reset` reseeds the sandbox, `-- --https` serves every app and the sandbox on https (scripts/serve/tls.mts).
 */
import { onStop, startStack } from './stack.mts';

const args = new Set(process.argv.slice(2));
console.log('Building the shell and the four remotes…');
const stack = await startStack({ build: !args.has('--no-build'), resetSandbox: args.has('--reset'), https: args.has('--https') });
console.log(`
Portal ready:   ${stack.portalUrl}
Demo login:     demo@transit.example / Transit!2026
Remotes:        balance :3001, reload :3002, account :3003, public :3004
Sandbox:        ${stack.sandboxUrl} (outbox: ${stack.sandboxUrl}/outbox)
${args.has('--https') ? 'Certificate:    made on this machine (.portal/tls/), trusted by no browser: accept it once per origin (the 5 ports and :4000)\n' : ''}Press Ctrl-C to stop.`);

onStop(() => stack.stop());
