/**
 * `npm start -- --https`: a certificate for localhost, made on this machine at start (the `selfsigned` package, on
 * Node's WebCrypto) and kept in `.portal/tls/` for 30 days. Nothing trusts it but what is told to: the engine
 * journeys' browsers accept it (acceptInsecureCerts), and the stack's own Node requests name it as their CA.
 * Over https, Secure cookies (MSAL's cache key), service workers and the payment page's origin rules behave as in
 * production in every engine (WebKit keeps no Secure cookie on http://localhost).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface LocalTls {
  key: string;
  cert: string;
  keyFile: string;
  certFile: string;
}

const DAYS = 30;

/** The certificate kept in `dir`, or a new one when there is none, or it ends within a day. */
export async function localTls(dir: string): Promise<LocalTls> {
  const keyFile = path.join(dir, 'localhost-key.pem');
  const certFile = path.join(dir, 'localhost-cert.pem');
  if (fs.existsSync(keyFile) && fs.existsSync(certFile)) {
    const cert = fs.readFileSync(certFile, 'utf8');
    const validTo = new Date(new crypto.X509Certificate(cert).validTo).getTime();
    if (validTo - Date.now() > 24 * 3600 * 1000) return { key: fs.readFileSync(keyFile, 'utf8'), cert, keyFile, certFile };
  }
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + DAYS * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  fs.writeFileSync(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert, keyFile, certFile };
}
