/** `npm start`: the whole portal on the embedded sandbox. Ctrl-C stops everything. */
import { startStack } from './stack.mts';

const args = new Set(process.argv.slice(2));
console.log('Building the shell and the four remotes…');
const stack = await startStack({ build: !args.has('--no-build'), resetSandbox: args.has('--reset') });
console.log(`
Portal ready:   ${stack.portalUrl}
Demo login:     demo@transit.example / Transit!2026
Remotes:        balance :3001, reload :3002, account :3003, public :3004
Sandbox:        ${stack.sandboxUrl} (outbox: ${stack.sandboxUrl}/outbox)
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stack.stop().then(() => process.exit(0));
  });
}
