/** `npm start`: the whole portal on the embedded sandbox. Ctrl-C stops everything. */
import { onStop, startStack } from './stack.mts';

const args = new Set(process.argv.slice(2));
console.log('Building the shell and the four remotes…');
const stack = await startStack({ build: !args.has('--no-build'), resetSandbox: args.has('--reset') });
console.log(`
Portal ready:   ${stack.portalUrl}
Demo login:     demo@transit.example / Transit!2026
Remotes:        balance :3001, reload :3002, account :3003, public :3004
Sandbox:        ${stack.sandboxUrl} (outbox: ${stack.sandboxUrl}/outbox)
Press Ctrl-C to stop.`);

onStop(() => stack.stop());
