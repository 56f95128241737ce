/** The history tools' texts (download, statement, chart): downloaded with the tools, not with the Balance tab. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useToolsT } = defineCatalogue('balance-history-tools', en, { fr: () => import('./messages/fr.json') });
export type ToolsKey = Extract<keyof typeof en, string>;
