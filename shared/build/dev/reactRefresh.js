/*
 * `npm run dev` only: the React Refresh runtime of this app, started in every entry and before each exposed module
 * (a section runs in the shell's page from its remoteEntry.js, which is none of its entries), once per app.
 */
import './reactRefreshHook.js';
import '@rspack/plugin-react-refresh/react-refresh-entry';
