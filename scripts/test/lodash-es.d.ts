// lodash-es has no types of its own; the shims' test compares with these.
declare module 'lodash-es/clone.js' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash-es/cloneDeep.js' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash-es/toPath.js' {
  export default function toPath(value: unknown): Array<string | symbol>;
}
