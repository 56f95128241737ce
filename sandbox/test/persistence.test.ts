import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apiClient, EMPTY, signIn, startSandbox, type SandboxProcess } from './support';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.stop();
});

test('data and tokens survive a restart; the reset command restores the seed', async () => {
  const tokens = await signIn(sb.url, EMPTY);
  const api = apiClient(sb.url, tokens.access_token);
  expect((await api.post('Card/AssignCardToUser', { userName: 'Kept', cardNumber: '20000001', cardType: 1 })).status).toBe(201);

  await sb.restart();
  // The same access token still verifies (the signing key is stored), and the card is still attached.
  expect((await api.get(`Card/GetCards?userName=${EMPTY}`)).body).toEqual([{ cardNumber: '20000001', cardType: 1, userName: 'Kept' }]);
  // The refresh token (stored by the identity provider) still works too.
  const refreshed = await fetch(`${sb.url}/transit.onmicrosoft.com/B2C_1_signupsignin/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: '8d1f5b6e-portal-spa',
      refresh_token: tokens.refresh_token!,
    }).toString(),
  });
  expect(refreshed.status).toBe(200);

  await sb.stop();
  execFileSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--reset-only'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, SANDBOX_DB: sb.dbFile },
    stdio: 'pipe',
  });
  await sb.start();
  const fresh = apiClient(sb.url, (await signIn(sb.url, EMPTY)).access_token);
  expect((await fresh.get(`Card/GetCards?userName=${EMPTY}`)).body).toEqual([]);
});

test('concurrent writes from many requests leave consistent data', async () => {
  const api = apiClient(sb.url, (await signIn(sb.url, 'demo@transit.example')).access_token);
  const base = { iCodTarjeta: '10000001', iCodTipoTarjeta: 1, vchDescripcion: '' };
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      api.post('Threshold/SaveThresholdReload', { ...base, triggerType: 2, cash_Threshold: 5, cash_To_Reload: 10 + i }),
    ),
  );
  expect(results.every((r) => r.status === 201)).toBe(true);
  const rules = (await api.get('Threshold/GetThresholdReload?CardID=10000001&CardType=1')).body as Array<{
    iCodReloadThreshold: number;
    tiEstatusReg: number;
  }>;
  expect(rules).toHaveLength(22);
  expect(new Set(rules.map((r) => r.iCodReloadThreshold)).size).toBe(22);
  expect(rules.filter((r) => r.tiEstatusReg === 1)).toHaveLength(1);
});
