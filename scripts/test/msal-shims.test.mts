/**
 * The build puts shims in place of MSAL's popup client, platform broker, code-redeeming client, proof-of-possession
 * and DPoP generators and region discovery (shared/build/parts/shims.ts, docs/decisions/0013-msal-without-popup-and-broker.md). Each shim
 * must give every name MSAL imports from the file it stands for, say "no broker" as MSAL reads it when a browser has
 * none, and refuse the rest with a reason; the files it stands for must still be where MSAL imports them from (an
 * upgrade that moved one fails here and in the build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { MSAL_SHIMMED, msalFileOf, msalShimAliases, msalShimOf } from '@portal/build/parts/shims';
import { PopupClient } from '@portal/build/shims/msal/PopupClient';
import { PlatformAuthInteractionClient } from '@portal/build/shims/msal/PlatformAuthInteractionClient';
import { getPlatformAuthProvider, isPlatformAuthAllowed, isPlatformBrokerAvailable } from '@portal/build/shims/msal/PlatformAuthProvider';
import { SilentAuthCodeClient } from '@portal/build/shims/msal/SilentAuthCodeClient';
import { PopTokenGenerator } from '@portal/build/shims/msal/PopTokenGenerator';
import { DpopProofGenerator, normalizeDpopResourceRequestContext } from '@portal/build/shims/msal/DpopProofGenerator';
import { RegionDiscovery } from '@portal/build/shims/msal/RegionDiscovery';

const root = path.resolve(import.meta.dirname, '..', '..');
const msalDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules', '@azure', 'msal-browser', 'package.json')));
const msalCommonDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules', '@azure', 'msal-common', 'package.json')));
/** Where a shimmed file is, read here apart from the build's own resolution (msalFileOf). */
const onDisk = (file: string): string =>
  file.startsWith('@azure/msal-common/')
    ? path.join(msalCommonDir, file.slice('@azure/msal-common/'.length))
    : path.join(msalDir, file.slice('@azure/msal-browser/'.length));
const exportedNames = async (file: string): Promise<string[]> => Object.keys((await import(pathToFileURL(file).href)) as object).sort();

test('each shim exports exactly the names of the MSAL file it stands for', async () => {
  for (const file of MSAL_SHIMMED) {
    const real = onDisk(file);
    assert.ok(fs.existsSync(real), `${file} is where its MSAL package keeps it`);
    assert.equal(fs.realpathSync(msalFileOf(root, file)), fs.realpathSync(real), `the build finds ${file} where MSAL imports it from`);
    assert.deepEqual(await exportedNames(msalShimOf(file)), await exportedNames(real), file);
  }
});

test("the build's aliases map each of those MSAL files, by its resolved path, to its shim", () => {
  const aliases = msalShimAliases(root);
  assert.deepEqual(Object.entries(aliases).sort(), MSAL_SHIMMED.map((file) => [`${msalFileOf(root, file)}$`, msalShimOf(file)]).sort());
  assert.deepEqual(
    MSAL_SHIMMED.map((file) => fs.realpathSync(msalFileOf(root, file))).sort(),
    MSAL_SHIMMED.map((file) => fs.realpathSync(onDisk(file))).sort(),
  );
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

test('a code a server obtained is refused with its reason: the portal signs in by redirect, and never redeems one', () => {
  assert.throws(() => new SilentAuthCodeClient(), /acquireTokenByCode is not part of the portal's build: the portal signs in by redirect/);
});

test('proof-of-possession and DPoP tokens are refused with their reason: the portal asks for bearer tokens', () => {
  assert.throws(
    () => new PopTokenGenerator(),
    /proof-of-possession tokens are not part of the portal's build: the portal asks for bearer tokens/,
  );
  assert.throws(() => new DpopProofGenerator(), /DPoP proofs are not part of the portal's build: the portal asks for bearer tokens/);
  assert.throws(() => normalizeDpopResourceRequestContext(), /DPoP proofs are not part of the portal's build/);
});

test('the Azure region discovery MSAL creates with every authority is created, and refuses if ever asked', async () => {
  const discovery = new RegionDiscovery();
  await assert.rejects(discovery.detectRegion(), /Azure region discovery is not part of the portal's build/);
});
