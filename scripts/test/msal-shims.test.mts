/**
 * The build puts shims in place of MSAL's popup client and platform broker (shared/build/parts/shims.ts,
 * docs/decisions/0013-msal-without-popup-and-broker.md). Each shim must give every name MSAL imports from the file it
 * stands for, say "no broker" as MSAL reads it when a browser has none, and refuse a popup with a reason; the files
 * it stands for must still be where MSAL imports them from (an upgrade that moved one fails here and in the build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { MSAL_SHIMMED, msalShimAliases, msalShimOf } from '@portal/build/parts/shims';
import { PopupClient } from '@portal/build/shims/msal/PopupClient';
import { PlatformAuthInteractionClient } from '@portal/build/shims/msal/PlatformAuthInteractionClient';
import { getPlatformAuthProvider, isPlatformAuthAllowed, isPlatformBrokerAvailable } from '@portal/build/shims/msal/PlatformAuthProvider';

const root = path.resolve(import.meta.dirname, '..', '..');
const msalDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules', '@azure', 'msal-browser', 'package.json')));
const exportedNames = async (file: string): Promise<string[]> => Object.keys((await import(pathToFileURL(file).href)) as object).sort();

test('each shim exports exactly the names of the MSAL file it stands for', async () => {
  for (const file of MSAL_SHIMMED) {
    const real = path.join(msalDir, file);
    assert.ok(fs.existsSync(real), `${file} is where @azure/msal-browser keeps it`);
    assert.deepEqual(await exportedNames(msalShimOf(file)), await exportedNames(real), file);
  }
});

test("the build's aliases map each of those MSAL files, by its resolved path, to its shim", () => {
  const aliases = msalShimAliases(root);
  assert.deepEqual(Object.entries(aliases).sort(), MSAL_SHIMMED.map((file) => [`${path.join(msalDir, file)}$`, msalShimOf(file)]).sort());
  for (const shim of Object.values(aliases)) assert.ok(fs.existsSync(shim), shim);
});

test('the platform broker: none found, none available, never allowed (as MSAL reads a browser without one)', async () => {
  assert.equal(await getPlatformAuthProvider(), undefined);
  assert.equal(await isPlatformBrokerAvailable(), false);
  assert.equal(isPlatformAuthAllowed({ system: { allowPlatformBroker: true } }), false);
  assert.throws(() => new PlatformAuthInteractionClient(), /platform broker is not part of the portal's build/);
});

test('a popup is refused with its reason: the portal signs in by redirect', () => {
  assert.throws(() => new PopupClient(), /popup flow is not part of the portal's build: the portal signs in by redirect/);
});
