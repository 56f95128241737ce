/**
 * formik's `lodash-es/clone`: the shallow copy `setIn` makes of each object or array on a field's path before it sets
 * the field. A copy of an array is an array; of an object, an object with the same prototype and own properties;
 * anything else is itself. See lodash-cloneDeep.mjs for why (the bytes).
 */
export default function clone(value) {
  if (Array.isArray(value)) return value.slice();
  if (value !== null && typeof value === 'object') return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
  return value;
}
