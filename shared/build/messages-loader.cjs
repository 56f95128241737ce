/**
 * Compiles an app's message file (messages/<language>.json, ICU MessageFormat) into Lingui's compiled form at
 * build time, so the browser needs no message compiler (shared/src/i18n/i18n.ts). Jest compiles at run time.
 */
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: the message "${key}" is not text`);
    compiled[key] = compileMessage(message);
  }
  return `export default ${JSON.stringify(compiled)};`;
};
