/**
 * The sandbox is never the product: it listens on loopback unless told otherwise, serves its outbox (every reset and
 * confirmation link) to its own machine only, and says at start that it is not for deployment.
 */
import os from 'node:os';
import http from 'node:http';
import { hostAllowed, isLoopbackAddress, loadConfig, NOT_FOR_DEPLOYMENT, outboxAllowed } from '../src/config';
import { startSandbox, type SandboxProcess } from './support';

/** This machine's address on a network (not loopback): a request from it is one from "another machine". */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

test('loopback by default; the outbox answers loopback, and only the addresses SANDBOX_OUTBOX_FROM names besides', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1');
  for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
  for (const a of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '', undefined]) expect(isLoopbackAddress(a)).toBe(false);
  expect(outboxAllowed('10.0.0.7', { outboxFrom: [] })).toBe(false);
  expect(outboxAllowed('::ffff:10.0.0.7', { outboxFrom: ['10.0.0.7'] })).toBe(true);
  expect(outboxAllowed('::1', { outboxFrom: [] })).toBe(true);
  expect(loadConfig({ SANDBOX_OUTBOX_FROM: '10.0.0.7, 10.0.0.8' }).outboxFrom).toEqual(['10.0.0.7', '10.0.0.8']);
});

test("the outbox answers to loopback names and the sandbox's own public host only (no DNS rebinding)", () => {
  const config = { publicUrl: 'https://sandbox.transit.example' };
  for (const host of ['localhost:4000', 'LOCALHOST', '127.0.0.1:4000', '[::1]:4000', 'app.localhost', 'sandbox.transit.example'])
    expect(hostAllowed(host, config)).toBe(true);
  for (const host of ['attacker.example:4000', 'localhost.attacker.example', '127.0.0.1.nip.io', '', undefined, 'bad host'])
    expect(hostAllowed(host, config)).toBe(false);
});

/** A GET with a Host header of our choosing (fetch sets its own), as a rebound name would send it. */
const getWithHost = (url: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers: { host, ...headers } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
      .on('error', reject);
  });

test('on https when given a key and certificate (npm start -- --https): the portal and the remotes in that scheme', () => {
  const config = loadConfig({ SANDBOX_TLS_KEY: '/k.pem', SANDBOX_TLS_CERT: '/c.pem', PORTAL_URL: 'https://localhost:3000' });
  expect(config.tls).toEqual({ keyFile: '/k.pem', certFile: '/c.pem' });
  expect(config.publicUrl).toBe('https://localhost:4000');
  expect(config.allowedOrigins).toEqual([
    'https://localhost:3000',
    'https://localhost:3001',
    'https://localhost:3002',
    'https://localhost:3003',
    'https://localhost:3004',
  ]);
  expect(loadConfig({}).tls).toBeNull();
  expect(loadConfig({}).allowedOrigins[1]).toBe('http://localhost:3001');
});

describe('a running sandbox', () => {
  let sb: SandboxProcess;
  afterEach(async () => {
    await sb?.stop();
  });

  test('says first, in one line, that it is not for deployment; unreachable from the network by default', async () => {
    sb = await startSandbox();
    const lines = sb.output.split('\n');
    expect(lines).toContain(NOT_FOR_DEPLOYMENT);
    expect(lines.indexOf(NOT_FOR_DEPLOYMENT)).toBeLessThan(lines.findIndex((l) => l.startsWith('Sandbox ready')));
    expect((await fetch(`${sb.url}/outbox/messages`)).status).toBe(200);
    expect(networkAddress).toBeDefined(); // this machine's address on a network, to try from
    await expect(fetch(`http://${networkAddress}:${sb.port}/outbox/messages`)).rejects.toThrow();
  });

  test('the outbox refuses a rebound name and answers no page across origins (issue 86)', async () => {
    sb = await startSandbox();
    const url = `${sb.url}/outbox/messages`;
    expect((await getWithHost(url, `attacker.example:${sb.port}`)).status).toBe(403);
    const asked = await getWithHost(url, `localhost:${sb.port}`, { origin: 'http://localhost:3000' });
    expect(asked.status).toBe(200);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the collector answers 429 with when to try again past its rate from one origin (issue 86)', async () => {
    sb = await startSandbox({ SANDBOX_COLLECTOR_PER_MINUTE: '3' });
    const post = (origin: string) =>
      fetch(`${sb.url}/monitoring/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ type: 'web-vital', name: 'LCP', value: 1 }),
      });
    for (let i = 0; i < 3; i++) expect((await post('http://localhost:3000')).status).toBe(204);
    const limited = await post('http://localhost:3000');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another origin of the portal has its own count.
    expect((await post('http://localhost:3001')).status).toBe(204);
  });

  test('told to listen on every interface, it still serves the outbox to its own machine only', async () => {
    sb = await startSandbox({ SANDBOX_HOST: '0.0.0.0' });
    expect(sb.output).toContain('reachable from other machines; the outbox still answers loopback only');
    expect(networkAddress).toBeDefined();
    const remote = `http://${networkAddress}:${sb.port}`;
    // The rest answers (the banner), the outbox does not: not as JSON, not as a page.
    expect((await fetch(`${remote}/banner.json`)).status).toBe(200);
    for (const path of ['/outbox/messages', '/outbox', '/outbox/messages?to=demo@transit.example']) {
      const res = await fetch(`${remote}${path}`);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/^The outbox is served on loopback only/);
    }
    expect((await fetch(`${sb.url}/outbox/messages`)).status).toBe(200);
  });
});
