import { openDatabase, startSandbox } from './app.ts';
import { derived, isLoopbackAddress, loadConfig, NOT_FOR_DEPLOYMENT } from './config.ts';
import { DEMO_PASSWORD } from './seed.ts';

const config = loadConfig();
const args = new Set(process.argv.slice(2));
console.log(NOT_FOR_DEPLOYMENT);

if (args.has('--reset-only')) {
  openDatabase(config, { reset: true }).close();
  console.log(`Sandbox database restored to the seed: ${config.dbFile}`);
  process.exit(0);
}

const sandbox = await startSandbox(config, { reset: args.has('--reset') });
const d = derived({ ...config, publicUrl: sandbox.url });
const reachable =
  isLoopbackAddress(config.host) || config.host === 'localhost'
    ? ''
    : `\n  Listening on ${config.host} (SANDBOX_HOST): reachable from other machines; the outbox still answers loopback only.`;
console.log(`Sandbox ready on ${sandbox.url}
  API:        ${sandbox.url}/api/
  Authority:  ${d.authority}
  Outbox:     ${sandbox.url}/outbox (this machine only)
  Database:   ${config.dbFile}
  Demo login: demo@transit.example / ${DEMO_PASSWORD}${reachable}`);

let closing = false;
const stop = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`Sandbox stopping (${signal})`);
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
