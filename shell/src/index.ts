import { startPage } from './startup';

// The runtime config, and for a signed-in customer MSAL and the first answers of their page, are asked for at once,
// while the shell's code downloads (bootstrap.tsx takes them).
startPage();
// Federation needs the async boundary below before any shared module runs.
// Named: index.html preloads its files (shared/build/preloadPlugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
