/**
 * The shims the build puts in place of lodash's clone and cloneDeep for formik (shared/build/shims) copy what forms
 * hold as lodash does: the same values, as independent copies (deep) or with the same nested references (shallow).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashToPath from 'lodash-es/toPath.js';
import clone from '@portal/build/shims/lodash-clone';
import cloneDeep from '@portal/build/shims/lodash-cloneDeep';
import toPath from '@portal/build/shims/lodash-toPath';

class Money {
  constructor(public cents = 0) {}
}
const VALUES: unknown[] = [
  { firstName: 'Dana', lastName: 'Demo', birthDate: '1990-05-01', address: { city: 'Transit City', lines: ['1 Main St', ''] } },
  { cards: [{ number: '10000001', products: [{ name: 'E-Cash', quantity: 1, total: 20 }] }], agreed: false, amount: 0 },
  { when: new Date(Date.UTC(2026, 10, 25)), tags: new Set(['a']), byId: new Map([['x', { n: 1 }]]) },
  { price: new Money(2000) },
  [1, 'two', null, undefined, { three: [3] }],
  {},
  [],
  null,
  undefined,
  'text',
  42,
];

test('cloneDeep: the same values as lodash, and a change to the copy never reaches the original', () => {
  for (const value of VALUES) {
    const copy = cloneDeep(value);
    assert.deepStrictEqual(copy, lodashCloneDeep(value));
    assert.deepStrictEqual(copy, value);
    if (value !== null && typeof value === 'object') {
      assert.notEqual(copy, value);
      assert.equal(Object.getPrototypeOf(copy), Object.getPrototypeOf(value));
    }
  }
  const form = VALUES[0] as { address: { lines: string[] } };
  const copy = cloneDeep(form);
  copy.address.lines.push('changed');
  assert.deepEqual(form.address.lines, ['1 Main St', '']);
});

test('clone: a shallow copy as lodash makes it (a new object or array, its nested values shared)', () => {
  for (const value of VALUES) {
    const copy = clone(value);
    const theirs = lodashClone(value);
    if (Array.isArray(value) || (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)) {
      assert.deepStrictEqual(copy, theirs);
      assert.notEqual(copy, value);
      for (const k of Object.keys(value as object))
        assert.equal((copy as Record<string, unknown>)[k], (value as Record<string, unknown>)[k]);
    } else if (value === null || typeof value !== 'object') assert.equal(copy, value);
  }
  const price = (VALUES[3] as { price: Money }).price;
  const copied = clone(price);
  assert.ok(copied instanceof Money);
  assert.equal(copied.cents, 2000);
});

test('toPath: the same keys as lodash for every way a field can be named', () => {
  const sym = Symbol('s');
  const names: unknown[] = [
    'firstName',
    'address.city',
    'rules[0].amount',
    'cards[1].products[0].quantity',
    'a[-1].b[1.5]',
    'a["b.c"].d',
    "a['it\\'s'].e",
    'a..b',
    '.a',
    'a[].b',
    '',
    'a.',
    '[0]',
    ['a', 0, -0, 1.5, sym],
    sym,
    42,
    -0,
    null,
    undefined,
    ['x', ['y']],
  ];
  names.forEach((name, i) => assert.deepStrictEqual(toPath(name), lodashToPath(name), `name ${i}`));
});
