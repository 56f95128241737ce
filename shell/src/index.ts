import { appMayStart, startPage } from './startup';

// The runtime config, and for a signed-in customer MSAL and the first answers of their page, are asked for at once,
// while the shell's code downloads (bootstrap.tsx takes them).
startPage();
// Federation needs the async boundary below before any shared module runs. On a first visit it waits for the page's
// first answers to be asked (startup.ts's appMayStart); its files download meanwhile: index.html preloads them
// (shared/build/preloadPlugin.ts), the bootstrap chunk by name.
void appMayStart().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
