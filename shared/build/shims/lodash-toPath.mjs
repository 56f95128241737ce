/**
 * formik's `lodash-es/toPath`: a field's name as the keys of its path ('rules[0].amount' → ['rules', '0', 'amount']),
 * as lodash reads it: dots and brackets, quoted keys with their escapes, a leading dot as an empty key, and an array
 * taken as keys already. lodash's own keeps every name it has read in a memoized cache, which brings its Map, Hash and
 * ListCache (about 1.5 KB gzip on the Manage tab's first load; docs/performance-log.md "19. formik's toPath without
 * lodash's cache"): a form reads a few names, each once per change, so it is read again instead.
 */
const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

/** A key as lodash's toKey makes it: a string or symbol as it is; anything else as text, -0 as '-0'. */
function toKey(value) {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  const text = `${value}`;
  return text === '0' && 1 / value === -Infinity ? '-0' : text;
}

export default function toPath(value) {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  // Anything else as text, as lodash's toString makes it (arrays and symbols are taken above): null and undefined as ''.
  const text = value === null || value === undefined ? '' : toKey(value);
  const path = [];
  if (text.charCodeAt(0) === 46) path.push('');
  text.replace(PROP_NAME, (match, number, quote, quoted) => {
    path.push(quote ? quoted.replace(ESCAPE, '$1') : number || match);
    return match;
  });
  return path;
}
