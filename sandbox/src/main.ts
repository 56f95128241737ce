import { openDatabase, startSandbox } from './app.ts';
import { derived, loadConfig } from './config.ts';
import { DEMO_PASSWORD } from './seed.ts';

const config = loadConfig();
const args = new Set(process.argv.slice(2));

if (args.has('--reset-only')) {
  openDatabase(config, { reset: true }).close();
  console.log(`Sandbox database restored to the seed: ${config.dbFile}`);
  process.exit(0);
}

const sandbox = await startSandbox(config, { reset: args.has('--reset') });
const d = derived({ ...config, publicUrl: sandbox.url });
console.log(`Sandbox ready on ${sandbox.url}
  API:        ${sandbox.url}/api/
  Authority:  ${d.authority}
  Outbox:     ${sandbox.url}/outbox
  Database:   ${config.dbFile}
  Demo login: demo@transit.example / ${DEMO_PASSWORD}`);

let closing = false;
const stop = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`Sandbox stopping (${signal})`);
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
