/** The build step for message files (shared/build/messages-loader.cjs): ICU compiled at build time. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// The loader is the CommonJS file Rspack runs.
const loader = createRequire(import.meta.url)('../../shared/build/messages-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

test('compiles ICU messages so the browser needs no compiler; a message that is not text stops the build', () => {
  const out = loader.call(
    { resourcePath: 'en.json' },
    JSON.stringify({ a: 'No products added!', b: '{count, plural, one {# item} other {# items}}' }),
  );
  assert.equal(out, 'export default {"a":["No products added!"],"b":[["count","plural",{"one":["#"," item"],"other":["#"," items"]}]]};');
  assert.throws(() => loader.call({ resourcePath: 'fr.json' }, JSON.stringify({ a: 5 })), /fr\.json: the message "a" is not text/);
});
