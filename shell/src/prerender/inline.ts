// login.html's and section.html's inline script (shared/build/prerender.ts builds it from this file): see early.ts
// and entry.ts. The held entry starts whatever happens to the page (without it the portal would never start).
import { startPrerenderedPage } from './early';
import { startHeldEntry } from './entry';

try {
  startPrerenderedPage();
} finally {
  startHeldEntry();
}
