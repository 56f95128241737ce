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
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { PARSER_PAUSE_PATH, withParserPause } from '../support/hold';
import { IN_PAGE } from './inPage';

export type EngineName = 'firefox' | 'webkit';

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
   * The next page at `path` read by a slow phone: its parser stopped just before the page's inline script (its HTML as
   * served, with a held script of its own put there) until `resume`. Firefox, through WebDriver BiDi's network
   * interception; WebKit's driver has none (null). `end` stops intercepting, once the page is in.
   */
  pausedBeforeItsScript: ((path: string) => Promise<{ reached: Promise<void>; resume(): void; end(): Promise<void> }>) | null;
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
  return {
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
    async pausedBeforeItsScript(path) {
      let resume!: () => void;
      const resumed = new Promise<void>((done) => (resume = done));
      let reach!: () => void;
      const reached = new Promise<void>((done) => (reach = done));
      const onRequest = (request: HTTPRequest) => {
        const answer = async () => {
          const url = new URL(request.url());
          if (url.pathname === PARSER_PAUSE_PATH) {
            reach();
            await resumed;
            await request.respond({ status: 200, contentType: 'text/javascript', body: '' });
          } else if (url.pathname === path && request.isNavigationRequest()) {
            const served = await fetchAcceptingLocalCertificate(request.url());
            await request.respond({ status: served.status, headers: served.headers, body: withParserPause(served.body, path) });
          } else {
            await request.continue();
          }
        };
        // A request this could not answer goes on to the network, as it would have without the pause.
        answer().catch(async (error: unknown) => {
          logs.push(`error: the paused page's request ${request.url()}: ${String(error)}`);
          if (!request.isInterceptResolutionHandled()) await request.continue().catch(() => undefined);
        });
      };
      page.on('request', onRequest);
      await page.setRequestInterception(true);
      return {
        reached,
        resume,
        async end() {
          await page.setRequestInterception(false);
          page.off('request', onRequest);
        },
      };
    },
    logs: () => logs,
    close: () => browser.close(),
  };
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });

async function webkit(): Promise<Engine> {
  if (!fs.existsSync(MINIBROWSER)) throw new Error(`WebKit's MiniBrowser is not at ${MINIBROWSER} (Debian: webkit2gtk-driver)`);
  const port = await freePort();
  const server: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  let driver: WebDriver | null = null;
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          acceptInsecureCerts: true,
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
    pausedBeforeItsScript: null,
    logs: () => [],
    async close() {
      await d.quit().catch(() => undefined);
      server.kill();
    },
  };
}

export const launch = (name: EngineName): Promise<Engine> => (name === 'firefox' ? firefox() : webkit());
