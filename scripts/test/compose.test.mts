/** docker-compose.yml: valid for Debian's docker-compose, one service per app plus the sandbox, npm start's ports. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { APPS, root } from '../stack.mts';
import { configFromEnv } from '../runtime-config.mts';

const compose = (...args: string[]) =>
  execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), ...args], { cwd: root, encoding: 'utf8' });

test('docker-compose config accepts the file', () => {
  assert.doesNotThrow(
    () => compose('config', '--quiet'),
    'docker-compose must be installed (apt-get install docker-compose) and the file valid',
  );
});

test("its services are the apps and the sandbox, each built by its Dockerfile (the apps by app.Dockerfile) on npm start's port", () => {
  const services = compose('config', '--services').trim().split('\n').sort();
  assert.deepEqual(services, [...APPS.map((a) => a.name), 'sandbox'].sort());
  const resolved = compose('config');
  for (const app of [...APPS, { name: 'sandbox', dir: 'sandbox', port: 4000 }]) {
    const block = resolved.split(/\n {2}(?=\S)/).find((b) => b.startsWith(`${app.name}:`));
    assert.ok(block, `service ${app.name}`);
    if (app.name === 'sandbox') {
      assert.match(block, /dockerfile: sandbox\/Dockerfile/);
      assert.ok(fs.existsSync(path.join(root, 'sandbox', 'Dockerfile')), 'sandbox/Dockerfile');
    } else {
      // Every app is built by the one app.Dockerfile, told which app and its port.
      assert.match(block, /dockerfile: app\.Dockerfile/, `${app.name}: app.Dockerfile`);
      assert.match(block, new RegExp(`APP: ${app.dir}\\n`), `${app.name}: APP=${app.dir}`);
      assert.match(block, new RegExp(`PORT: ["']?${app.port}["']?\\n`), `${app.name}: PORT=${app.port}`);
      // A local demo builds each image as its app's first release (app.Dockerfile refuses a build without the image
      // running, or this said).
      assert.match(block, /FIRST_RELEASE: ["']?1["']?\n/, `${app.name}: FIRST_RELEASE=1`);
    }
    assert.match(block, new RegExp(`published: "?${app.port}"?\\n\\s+target: ${app.port}`), `${app.name} on :${app.port}`);
  }
});

test("each app's compose environment makes a valid runtime config", () => {
  const resolved = compose('config');
  const msal = {
    clientId: 'c',
    authority: 'https://localhost:4000/transit.onmicrosoft.com/B2C_1_signupsignin',
    knownAuthorities: ['localhost:4000'],
    scopes: ['s'],
    passwordResetUrl: 'http://localhost:4000/r',
    profileEditUrl: 'http://localhost:4000/e',
  };
  for (const app of APPS) {
    const block = resolved.split(/\n {2}(?=\S)/).find((b) => b.startsWith(`${app.name}:`))!;
    const envBlock = block.split('environment:\n')[1]!.split(/\n {4}\S/)[0]!;
    const env = Object.fromEntries([...envBlock.matchAll(/^\s{6}(\w+): (.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^'|'$/g, '')]));
    assert.equal(env.AUTH_REDIRECT_URI, `http://localhost:${app.port}/redirect.html`);
    const result = configFromEnv(env, msal);
    assert.ok(result.ok, `${app.name}: ${result.ok ? '' : result.errors.join('; ')}`);
  }
});
