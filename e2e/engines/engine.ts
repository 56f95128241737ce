/**
 * The two engines the Chromium journeys do not cover, from Debian's packages, behind one small interface: Firefox ESR
 * over WebDriver BiDi (puppeteer-core talks to Firefox's own Remote Agent: no geckodriver), and WebKitGTK (Safari's
 * engine) through `WebKitWebDriver` and its `MiniBrowser` (selenium-webdriver, classic W3C WebDriver, under
 * xvfb-run). Playwright cannot drive these stock builds. Both accept the stack's local certificate and nothing else
 * (`acceptInsecureCerts` in this browser session only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { PARSER_PAUSE_PATH, withParserPause } from '../support/hold';
import { localTls } from '../../scripts/serve/tls.mts';
import { startHoldingProxy, type HoldingProxy } from './holdingProxy';
import { IN_PAGE } from './inPage';

export type EngineName = 'firefox' | 'webkit';

/** A page held as a slow phone's parser leaves it, until `resume`; `end` stops holding, once the page is in. */
export interface Pause {
  reached: Promise<void>;
  resume(): void;
  end(): Promise<void>;
}

export interface SlowPhone {
  /** The session to use meanwhile: its `goto` may return before the page has loaded. */
  engine: Engine;
  /**
   * The next page at `path`: its parser stopped just before the page's inline script (its HTML as served, with a held
   * script of its own put there) until `resume`.
   */
  pausedBeforeItsScript(path: string): Promise<Pause>;
  /**
   * The next page at `path`: its parser stopped just after the page's inline script until `resume`, so that the page
   * is drawn and its script has run, and the app (its entry deferred to the page's end) has not started.
   */
  pausedAfterItsScript(path: string): Promise<Pause>;
  /**
   * From now on, each script file of `origin` whose text `hold` picks is held back until `release`, as a slow link
   * would (the shared libraries' file: the app cannot start), past the browser's cache; `asked` settles once the page
   * has asked for one. Firefox, through WebDriver BiDi. WebKit: null, since its page process serves the files of the
   * pages before from its memory, without a request, whatever their cache headers (seen with `no-store` on every one,
   * no service worker, a page of another site in between), and its driver cannot empty it.
   */
  holdingScripts: ((origin: string, hold: (text: string) => boolean) => Promise<ScriptHold>) | null;
  done(): Promise<void>;
}

/** Script files held back (SlowPhone.holdingScripts) until `release`; `end` stops holding. */
export interface ScriptHold {
  asked: Promise<void>;
  release(): void;
  end(): Promise<void>;
}

/** An element found in the page, to press or type into as a person does (the driver's own input events). */
export interface Control {
  click(): Promise<void>;
  /** Replaces what the field holds with `text`. */
  fill(text: string): Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` in the page (IN_PAGE's `q` at hand, `args` its arguments) and answers what it returns. */
  run<T>(body: string, args?: unknown[]): Promise<T>;
  /** The first visible element of `role` named `name`, or null. */
  control(role: string, name: string, opts?: { partial?: boolean; within?: [string, string] }): Promise<Control | null>;
  window(width: number, height: number): Promise<void>;
  /**
   * Takes the page offline (navigator.onLine false, every request failing) or back: Firefox, through WebDriver BiDi's
   * emulation.setNetworkConditions. WebKit's driver has no such command (null).
   */
  offline: ((on: boolean) => Promise<void>) | null;
  /**
   * A browser session in which pages can be read as a slow phone reads them (SlowPhone). Firefox: this one (WebDriver
   * BiDi answers while a page is still being read). WebKit: one of its own, whose driver answers at once rather than
   * once a page has loaded (pageLoadStrategy 'none': a held page never loads, so nothing else could be asked), behind
   * a proxy of this process that can hold its requests (holdingProxy.ts). `done` ends it.
   */
  slowPhone(): Promise<SlowPhone>;
  /** What the page wrote to its console and the errors it threw (Firefox; WebKit's driver does not tell). */
  logs(): string[];
  close(): Promise<void>;
}

const wrap = (body: string, args: unknown[]) => `${IN_PAGE}\nconst args = ${JSON.stringify(args)};\nreturn (async () => { ${body} })();`;
const find = (role: string, name: string, opts: { partial?: boolean; within?: [string, string] }) =>
  `return q.one(${JSON.stringify(role)}, ${JSON.stringify(name)}, ${opts.partial === true}, ${JSON.stringify(opts.within?.[0] ?? null)}, ${JSON.stringify(opts.within?.[1] ?? null)});`;

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';

async function firefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    // As a visitor who asked for less motion (the Chromium journeys do the same): nothing is measured mid-fade.
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  });
  const page: Page = await browser.newPage();
  const version = await browser.version();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`error: ${String(e)}`));
  // Through WebDriver BiDi's network interception: each request to `answerOf` first, until the answer's call.
  const intercepting = async (answerOf: Answerer): Promise<() => Promise<void>> => {
    const onRequest = (request: HTTPRequest) => {
      const answer = async () => {
        const answered = await answerOf(new URL(request.url()), request.isNavigationRequest());
        if (answered) await request.respond(answered);
        else await request.continue();
      };
      // A request this could not answer goes on to the network, as it would have without the pause.
      answer().catch(async (error: unknown) => {
        logs.push(`error: the paused page's request ${request.url()}: ${String(error)}`);
        if (!request.isInterceptResolutionHandled()) await request.continue().catch(() => undefined);
      });
    };
    page.on('request', onRequest);
    await page.setRequestInterception(true);
    return async () => {
      await page.setRequestInterception(false);
      page.off('request', onRequest);
    };
  };
  const paused = async (path: string, where: 'before' | 'after' = 'before'): Promise<Pause> => {
    const pause = parserPause(path, where);
    return { reached: pause.reached, resume: pause.resume, end: await intercepting(pause.answer) };
  };
  const self: Engine = {
    name: 'firefox',
    version,
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: async () => page.url(),
    run: async <T>(body: string, args: unknown[] = []) => (await page.evaluate(`(() => { ${wrap(body, args)} })()`)) as T,
    async control(role, name, opts = {}) {
      const handle = await page.evaluateHandle(`(() => { ${IN_PAGE}\n${find(role, name, opts)} })()`);
      const el = handle.asElement() as ElementHandle<Element> | null;
      if (!el) return null;
      return {
        click: () => el.click(),
        async fill(text) {
          await el.click({ count: 3 });
          await page.keyboard.press('Backspace');
          await el.type(text);
        },
      };
    },
    window: (width, height) => page.setViewport({ width, height }),
    offline: (on) => page.setOfflineMode(on),
    slowPhone: async () => ({
      engine: self,
      pausedBeforeItsScript: (path) => paused(path),
      pausedAfterItsScript: (path) => paused(path, 'after'),
      async holdingScripts(origin, hold) {
        const held = scriptHold(origin, hold);
        await page.setCacheEnabled(false); // the pages before have the files in the browser's cache
        const stop = await intercepting(held.answer);
        return {
          asked: held.asked,
          release: held.release,
          async end() {
            await stop();
            await page.setCacheEnabled(true);
          },
        };
      },
      done: async () => undefined,
    }),
    logs: () => logs,
    close: () => browser.close(),
  };
  return self;
}

/**
 * A page of the local stack as its server answers it (uncompressed), its certificate accepted as the browsers here
 * accept it: the status, the headers a response may carry again, the text.
 */
function fetchAcceptingLocalCertificate(url: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    get(url, { rejectUnauthorized: false, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || ['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 200, headers, body });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A page at `path` read by a slow phone (SlowPhone.pausedBeforeItsScript), whatever holds its requests: `answer` gives the
 * held script once `resume` is called, the page's navigation its HTML as served with that script put in, and anything
 * else null (the network's, unchanged).
 */
/** What a held page's request is answered with (its status, headers and text), or null: the network's, unchanged. */
type Answerer = (url: URL, navigation: boolean) => Promise<{ status: number; headers: Record<string, string>; body: string } | null>;

function parserPause(path: string, where: 'before' | 'after' = 'before') {
  let resume!: () => void;
  const resumed = new Promise<void>((done) => (resume = done));
  let reach!: () => void;
  const reached = new Promise<void>((done) => (reach = done));
  return {
    reached,
    resume,
    answer: (async (url, navigation) => {
      if (url.pathname === PARSER_PAUSE_PATH) {
        reach();
        await resumed;
        return { status: 200, headers: { 'content-type': 'text/javascript' }, body: '' };
      }
      if (url.pathname !== path || !navigation) return null;
      const served = await fetchAcceptingLocalCertificate(url.href);
      return { ...served, body: withParserPause(served.body, path, where) };
    }) satisfies Answerer,
  };
}

/**
 * The script files of `origin` (but the service worker's) as served, those whose text `hold` picks once `release` is
 * called (SlowPhone.holdingScripts); anything else null (the network's, unchanged).
 */
function scriptHold(origin: string, hold: (text: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let ask!: () => void;
  const asked = new Promise<void>((done) => (ask = done));
  const answer: Answerer = async (url, navigation) => {
    if (navigation || url.origin !== origin || !url.pathname.endsWith('.js') || url.pathname === '/sw.js') return null;
    const served = await fetchAcceptingLocalCertificate(url.href);
    if (hold(served.body)) {
      ask();
      await released;
    }
    return served;
  };
  return { asked, release, answer };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });

/**
 * WebKit's session. With a holding proxy (a slow phone's session), its https goes through the proxy (the browser the
 * driver starts inherits the driver's environment) and its driver does not wait for loads; the journeys' own has none.
 */
async function webkit(proxy: HoldingProxy | null = null): Promise<Engine> {
  if (!fs.existsSync(MINIBROWSER)) throw new Error(`WebKit's MiniBrowser is not at ${MINIBROWSER} (Debian: webkit2gtk-driver)`);
  const port = await freePort();
  const env = proxy ? { ...process.env, https_proxy: proxy.url, HTTPS_PROXY: proxy.url, no_proxy: '', NO_PROXY: '' } : process.env;
  const server: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env });
  let driver: WebDriver | null = null;
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          acceptInsecureCerts: true,
          ...(proxy ? { pageLoadStrategy: 'none' } : {}),
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
    } catch (error) {
      // The driver answers once it listens: a few tries at most.
      if (attempt >= 20) {
        server.kill();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const d = driver;
  const version = String((await d.getCapabilities()).get('browserVersion') ?? '');
  return {
    name: 'webkit',
    version,
    goto: (url) => d.get(url),
    reload: () => d.navigate().refresh(),
    url: () => d.getCurrentUrl(),
    run: async <T>(body: string, args: unknown[] = []) => (await d.executeScript(wrap(body, args))) as T,
    async control(role, name, opts = {}) {
      const el = (await d.executeScript(`${IN_PAGE}\n${find(role, name, opts)}`)) as WebElement | null;
      if (!el) return null;
      return {
        click: () => el.click(),
        async fill(text) {
          // Emptied by keys, so the page hears it (a script's clear() can go unnoticed by React), then typed.
          await el.click();
          const length = String((await el.getAttribute('value')) ?? '').length;
          if (length > 0) await el.sendKeys(Key.END, ...Array<string>(length).fill(Key.BACK_SPACE));
          await el.sendKeys(text);
        },
      };
    },
    window: async (width, height) => void (await d.manage().window().setRect({ width, height })),
    offline: null,
    slowPhone: webkitSlowPhone,
    logs: () => [],
    async close() {
      await d.quit().catch(() => undefined);
      server.kill();
    },
  };
}

/** A WebKit session of its own behind a holding proxy: a page is held by holding its requests there. */
async function webkitSlowPhone(): Promise<SlowPhone> {
  const proxy = await startHoldingProxy(await localTls(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-webkit-proxy-'))));
  const engine = await webkit(proxy).catch(async (error: unknown) => {
    await proxy.close();
    throw error;
  });
  const paused = (path: string, where: 'before' | 'after'): Pause => {
    const pause = parserPause(path, where);
    proxy.hold(async (req, res) => {
      const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'localhost'}`);
      const navigation = req.headers['sec-fetch-dest'] === 'document' || /text\/html/.test(req.headers.accept ?? '');
      const answered = await pause.answer(url, navigation);
      if (!answered) return false;
      res.writeHead(answered.status, answered.headers).end(answered.body);
      return true;
    });
    return { reached: pause.reached, resume: pause.resume, end: async () => proxy.hold(null) };
  };
  return {
    engine,
    pausedBeforeItsScript: async (path) => paused(path, 'before'),
    pausedAfterItsScript: async (path) => paused(path, 'after'),
    holdingScripts: null,
    // The proxy is this function's: it is closed here, once the session it served has ended.
    done: async () => {
      await engine.close();
      await proxy.close();
    },
  };
}

export const launch = (name: EngineName): Promise<Engine> => (name === 'firefox' ? firefox() : webkit());
