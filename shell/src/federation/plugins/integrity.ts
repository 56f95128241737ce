import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRecord } from '@portal/kit/is-record';
import { SectionRefusedError } from '../refused';
import { REMOTE_LOAD_TIMEOUT_MS } from './loadTimeouts';
import { fileHashes } from './manifestFiles';

/**
 * A section pinned by the runtime config (docs/releases.md "Pin, try and roll back a release"): one release's
 * manifest and that manifest's sha256. `entryIntegrity`, the sha256 of its remoteEntry.js, is only for a release
 * built before manifests recorded their files' hashes.
 */
export interface Pin {
  remote: string;
  container: string;
  manifest: string;
  integrity: string;
  entryIntegrity?: string;
}

/** A file of a section that failed: refused (not the released bytes) or failed (not there, or unreachable). */
export interface FileEvent {
  /** 'files-unchecked': a release whose manifest records no file hashes (its files cannot be checked). */
  type: 'file-refused' | 'file-failed' | 'files-unchecked';
  remote: string;
  release: string;
  /** The file's address without its query. */
  file: string;
  reason: 'integrity' | 'load' | 'unchecked';
  detail: string;
}

export { fileHashes } from './manifestFiles';

const releaseIn = (manifest: unknown): string => {
  const portal = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.portal : undefined;
  return isRecord(portal) && typeof portal.release === 'string' ? portal.release : 'unknown';
};

/** The addresses an error's message names (a chunk loader's 'Loading chunk 12 failed. (error: https://…/12.js)'). */
const urlsIn = (message: string): string[] => [...message.matchAll(/https?:\/\/[^\s"')]+/g)].map((m) => m[0]);

interface Section {
  remote: string;
  release: string;
  /** sha256 by absolute address, from the manifest. */
  files: Map<string, string>;
  /** A pinned release from before manifests recorded hashes: its entry's hash comes from the pin, and nothing is preloaded. */
  legacy?: Pin;
  /** Checks of this section's files that failed to load, by address (one each per attempt). */
  checks: Map<string, Promise<FileEvent | null>>;
  /** The files the last attempt failed on: fetched from the origin again before Retry. */
  failed: string[];
}

export interface IntegrityOptions {
  pins: Pin[];
  /** The portal's name for a federation container ('portal_balance' → 'balance'). */
  aliasOf: (container: string) => string;
  /** Where refused and failed files are reported (monitoring). */
  report?: (event: FileEvent) => void;
  fetchImpl?: typeof fetch;
  win?: Window;
  /** A manifest's response the entry fetched early, by absolute address, taken once (earlySection.ts). */
  takeEarly?: (url: string) => Promise<Response> | undefined;
  /**
   * The runtime config's `requireFileHashes`: a section whose manifest records no file hashes (and is not a pin from
   * before they were recorded) is refused rather than run unchecked. Reported either way.
   */
  requireFileHashes?: boolean;
}

export interface IntegrityPlugin extends ModuleFederationRuntimePlugin {
  /**
   * The fetch every manifest goes through (loadTimeouts' fetch calls it): a pinned manifest is fetched with the pin
   * as its integrity, and one that does not match is refused as that section's, naming the file.
   */
  fetchManifest(url: string, init: RequestInit): Promise<Response>;
  /** The sha256 a section's file must have, from its manifest (the service worker keeps only files that match). */
  integrityFor(url: string): string | undefined;
  /** The section and release a file belongs to, once its manifest has been read. */
  sectionOf(url: string): { remote: string; release: string } | undefined;
  /** The release of a section whose manifest has been read (monitoring's attribution). */
  releaseOf(remote: string): string | undefined;
  /**
   * Before Retry: the files the section's last attempt failed on are fetched from their origin again, past every
   * cache, so the browser's HTTP cache holds what the origin serves now (a file fixed since, not the copy refused).
   */
  refreshFailed(container: string): Promise<void>;
}

/**
 * Federation runtime plugin: every file a section runs is the file its release was built with (docs/releases.md
 * "What is checked").
 * - A pinned section's manifest is fetched with the pin's sha256 as integrity, so its list of files and their hashes
 *   cannot change either; it must load its remoteEntry.js from beside it and name a hash for every file it lists.
 * - Every section (pinned or not) loads its remoteEntry.js and the files the runtime preloads for the exposed module
 *   with the sha256 its manifest records, with CORS; its chunks carry their own (SubresourceIntegrityPlugin, inside
 *   the remoteEntry.js so checked). An unpinned section's manifest is trusted as its origin serves it: a half-finished
 *   deploy, a changed file or a corrupted cache is still caught.
 * - A file that fails to load is fetched again to tell 'not the released bytes' (refused: the section's failure is
 *   SectionRefusedError 'integrity', with Retry) from 'not there' (the ordinary failure); both are reported.
 * - A manifest that records no file hashes (and is no pin from before they were recorded) is reported
 *   ('files-unchecked'), and refused where the runtime config says `requireFileHashes`.
 */
export function integrityPlugin({
  pins,
  aliasOf,
  report = () => undefined,
  fetchImpl = (...args) => fetch(...args),
  win = window,
  takeEarly = () => undefined,
  requireFileHashes = false,
}: IntegrityOptions): IntegrityPlugin {
  /** The releases already reported as unchecked (once each per page). */
  const unchecked = new Set<string>();
  const byContainer = new Map(pins.map((p) => [p.container, p]));
  const byManifest = new Map(pins.map((p) => [new URL(p.manifest).href, p]));
  const sections = new Map<string, Section>();
  /** Which section a file belongs to, by absolute address. */
  const owner = new Map<string, Section>();

  /** The checks of failed files: downloaded the first time a file fails. */
  const checks = () => import('./integrityChecks');

  const check = (section: Section, url: string): Promise<FileEvent | null> => {
    const known = section.checks.get(url);
    if (known) return known;
    const done = checks()
      .then(({ checkFile }) =>
        checkFile(fetchImpl, url, section.files.get(url), {
          remote: section.remote,
          release: section.release,
          recordedBy: section.legacy ? 'the pin' : 'its manifest',
        }),
      )
      .then(
        (event) => {
          report(event);
          return event;
        },
        () => null, // the check itself could not run (offline): the ordinary failure
      );
    section.checks.set(url, done);
    return done;
  };

  // Any script or stylesheet of a section that fails to load (its entry, a preload, a chunk its own loader asks for
  // later): checked and reported. Load errors do not bubble; they are seen on the way down.
  win.addEventListener(
    'error',
    (event) => {
      const el = event.target;
      const url = el instanceof HTMLScriptElement ? el.src : el instanceof HTMLLinkElement ? el.href : '';
      const section = url ? owner.get(url) : undefined;
      if (section) void check(section, url);
    },
    true,
  );

  const element = <T extends HTMLScriptElement | HTMLLinkElement>(el: T, integrity: string, attrs: Record<string, unknown> = {}): T => {
    for (const [name, value] of Object.entries(attrs))
      if (typeof value === 'string' && !el.getAttribute(name)) el.setAttribute(name, value);
    el.crossOrigin = 'anonymous';
    el.integrity = integrity;
    return el;
  };

  const expectedFor = (url: string): string | undefined => {
    const href = new URL(url, win.document.baseURI).href;
    return owner.get(href)?.files.get(href);
  };

  return {
    name: 'portal-integrity',

    async fetchManifest(url, init) {
      const href = new URL(url, win.document.baseURI).href;
      const pin = byManifest.get(href);
      // The entry's early fetch of this manifest (earlySection.ts: the same request, with the same time limit), taken
      // once; else a fetch.
      const early = takeEarly(href);
      const get = (i: RequestInit): Promise<Response> => early ?? fetchImpl(url, i);
      if (!pin) return get(init);
      try {
        return await get({ ...init, integrity: pin.integrity, mode: 'cors', credentials: 'omit' });
      } catch (error) {
        // Not the pinned bytes, or not there: fetch it again to tell which.
        const refused = await (await checks()).checkPinnedManifest(fetchImpl, url, pin, init.signal);
        if (!refused) throw error;
        report(refused);
        throw new SectionRefusedError(pin.remote, 'integrity', refused.detail);
      }
    },

    integrityFor: expectedFor,

    releaseOf(remote) {
      for (const section of sections.values()) if (section.remote === remote) return section.release;
      return undefined;
    },

    sectionOf(url) {
      const section = owner.get(new URL(url, win.document.baseURI).href);
      return section && { remote: section.remote, release: section.release };
    },

    async refreshFailed(container) {
      const section = sections.get(container);
      if (!section) return;
      const urls = section.failed.splice(0);
      await Promise.all(urls.map((url) => fetchImpl(url, { cache: 'reload', mode: 'cors', credentials: 'omit' }).catch(() => undefined)));
    },

    async afterLoadManifest({ manifestJson, moduleInfo, error }) {
      const pin = byContainer.get(moduleInfo.name);
      if (!pin || error || !manifestJson) return;
      const refusal = (await checks()).pinnedManifestRefusal(manifestJson, pin);
      if (refusal) throw new SectionRefusedError(pin.remote, 'pin', refusal);
    },

    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestUrl) return args;
      const snapshot = args.remoteSnapshot as { publicPath?: string };
      const base = new URL(
        typeof snapshot.publicPath === 'string' && snapshot.publicPath !== 'auto' ? snapshot.publicPath : '.',
        new URL(args.manifestUrl, win.document.baseURI),
      );
      const pin = byContainer.get(args.moduleInfo.name);
      const recorded = fileHashes(args.manifestJson);
      const hashes = recorded ?? {};
      const section: Section = {
        remote: aliasOf(args.moduleInfo.name),
        release: releaseIn(args.manifestJson),
        files: new Map(Object.entries(hashes).map(([name, hash]) => [new URL(name, base).href, hash])),
        checks: new Map(),
        failed: sections.get(args.moduleInfo.name)?.failed ?? [],
      };
      if (pin && !recorded && pin.entryIntegrity) {
        section.legacy = pin;
        section.files.set(new URL('remoteEntry.js', base).href, pin.entryIntegrity);
      } else if (!recorded) {
        // Nothing to check its files against: never silently. Reported once per release, and refused where the
        // config asks for checked files (issue 86).
        const detail = 'its manifest records no file hashes, so its files cannot be checked';
        if (!unchecked.has(`${section.remote}@${section.release}`)) {
          unchecked.add(`${section.remote}@${section.release}`);
          report({
            type: 'files-unchecked',
            remote: section.remote,
            release: section.release,
            file: new URL(args.manifestUrl, win.document.baseURI).href.split('?')[0]!,
            reason: 'unchecked',
            detail,
          });
        }
        if (requireFileHashes)
          throw new SectionRefusedError(section.remote, 'integrity', `${detail}, and the runtime config requires them`);
      }
      const before = sections.get(args.moduleInfo.name);
      if (before) for (const url of before.files.keys()) owner.delete(url);
      sections.set(args.moduleInfo.name, section);
      for (const url of section.files.keys()) owner.set(url, section);
      return args;
    },

    async beforePreloadRemote({ preloadOps }) {
      // A legacy pinned release: its manifest's assets have no hash, so they are not preloaded; its chunks come
      // through its own loader, with the integrity its (checked) remoteEntry.js carries.
      for (let i = preloadOps.length - 1; i >= 0; i--) {
        const name = preloadOps[i]!.nameOrAlias;
        const legacy = [...sections.entries()].find(([container, s]) => s.legacy && (container === name || s.remote === name));
        if (legacy) preloadOps.splice(i, 1);
      }
    },

    createScript({ url, attrs }) {
      const integrity = expectedFor(url);
      if (!integrity) return undefined;
      return { script: element(win.document.createElement('script'), integrity, attrs), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },

    createLink({ url, attrs }) {
      const integrity = expectedFor(url);
      if (!integrity) return undefined;
      const link = element(win.document.createElement('link'), integrity, attrs);
      link.href = url;
      return link;
    },

    async errorLoadRemote({ error, remote }) {
      if (error instanceof SectionRefusedError) throw error;
      const section = remote && sections.get(remote.name);
      if (!section) return undefined;
      // The files this attempt failed on: those the page saw fail, and those the error names.
      const message = error instanceof Error ? error.message : String(error);
      for (const url of urlsIn(message)) if (owner.get(url) === section) void check(section, url);
      const events = await Promise.all(section.checks.values());
      section.failed.push(...section.checks.keys());
      section.checks.clear(); // Retry checks again
      const refused = events.find((e) => e?.type === 'file-refused');
      if (refused) throw new SectionRefusedError(section.remote, 'integrity', refused.detail);
      return undefined;
    },
  };
}
