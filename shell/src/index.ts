import { hasMsalState, loadMsal } from '@portal/kit/msal-loader';

// The runtime config is fetched at once, while the shell's code downloads (bootstrap.tsx takes the answer).
(window as { portalConfigFetch?: Promise<Response> }).portalConfigFetch = fetch('/portal.config.json', { cache: 'no-cache' });
// A returning customer's page starts with MSAL (their token), so it downloads now, next to the shared libraries,
// instead of after them (docs/performance.md "5. The signed-in critical path starts sooner"). A first visit downloads it when signing in.
if (hasMsalState()) void loadMsal();
// Federation needs the async boundary below before any shared module runs.
// Named: index.html preloads its files (shared/build/preloadPlugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
