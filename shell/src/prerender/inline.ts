// login.html's inline script (shared/build/prerender.ts builds it from this file): see early.ts.
import { startPrerenderedPage } from './early';

startPrerenderedPage();
