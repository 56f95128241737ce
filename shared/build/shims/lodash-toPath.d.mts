/** A field's name as the keys of its path: shims/lodash-toPath.mjs. */
export default function toPath(value: unknown): Array<string | symbol>;
