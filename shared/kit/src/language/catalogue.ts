/**
 * `defineCatalogue` for an app and the kit it bundles. The kit is bundled into each app, so this module is one
 * instance per app, and so is `appMessages`: every catalogue an app defines through it (its own and the kit's) is in
 * that app's group. A component waits for its own app's messages only, so a remote whose French is slow or fails to
 * download never holds up the shell or another section (@portal/contract's i18n, "Groups").
 */
import { messageGroup, registerCatalogue, type Catalogue, type CatalogueOptions, type Messages } from '@portal/contract';

/** This app's message group (the one the language switch of this app waits for). */
export const appMessages = messageGroup('app');

/**
 * Registers an app's messages in its group (see @portal/contract's registerCatalogue): `en` is the English file, `fr`
 * loads the French one, which must have exactly the same keys (the type check says so). Returns `useT()` for
 * components, `t` outside them, and `texts` for named texts.
 */
export function defineCatalogue<M extends Messages, F extends Messages>(
  name: string,
  en: M,
  others: CatalogueOptions<M, F>,
): Catalogue<Extract<keyof M, string>> {
  return registerCatalogue<M, F>(name, en, others, appMessages);
}
