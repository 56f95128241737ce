// The runtime config is fetched at once, while the shell's code downloads (bootstrap.tsx takes the answer).
// Federation needs the async boundary below before any shared module runs.
(window as { portalConfigFetch?: Promise<Response> }).portalConfigFetch = fetch('/portal.config.json', { cache: 'no-cache' });
import('./bootstrap');
