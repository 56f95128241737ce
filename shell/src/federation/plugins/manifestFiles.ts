import { isRecord } from '@portal/kit/is-record';

/** What a manifest's build recorded (@portal/build's recordFileHashes): every file's sha256, by its path beside it. */
export function fileHashes(manifest: unknown): Record<string, string> | null {
  const portal = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.portal : undefined;
  const files = isRecord(portal) ? portal.files : undefined;
  if (!isRecord(files)) return null;
  const out: Record<string, string> = {};
  for (const [name, hash] of Object.entries(files))
    if (typeof hash === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash)) out[name] = hash;
  return out;
}
