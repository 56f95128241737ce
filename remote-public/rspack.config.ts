import path from 'node:path';
import { appConfig } from '@portal/build/rspack';
import { declaration } from './src/sections';

export default appConfig({
  dir: __dirname,
  app: 'public',
  // Its sections, declared in its release (docs/sections.md): its manifest says them, and its exposes follow from them.
  sections: declaration,
  port: 3004,
  // Its pages as HTML, published with each release, for the shell's server to paint before any JavaScript (issue 39,
  // docs/decisions/0011-public-pages-prerendered-from-their-release.md).
  // Its early script makes them work (validation and calls) before the app has arrived (decision 0012); in the page's
  // head, it sends a confirmation's code as the head is read.
  prerenderSections: {
    render: path.join(__dirname, 'src/features/public-pages/prerender.tsx'),
    early: path.join(__dirname, 'src/features/public-pages/early/early.ts'),
    earlyInHead: true,
  },
});
