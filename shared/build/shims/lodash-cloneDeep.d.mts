/** A deep copy: shims/lodash-cloneDeep.mjs (klona). */
export default function cloneDeep<T>(value: T): T;
