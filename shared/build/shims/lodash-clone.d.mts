/** A shallow copy: shims/lodash-clone.mjs. */
export default function clone<T>(value: T): T;
