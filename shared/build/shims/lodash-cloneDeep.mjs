/**
 * formik's `lodash-es/cloneDeep` (its initial values, errors, touched and status, and arrayHelpers' pushes), answered by
 * klona: the same deep copy of what forms hold (objects, arrays, dates, maps, sets, class instances with their
 * prototype) in 0.5 KB instead of lodash's baseClone (with `clone`, about 3 KB gzip on every route with a form:
 * docs/performance.md). scripts/test/lodash-shims.test.mts checks it against lodash on formik's kinds of values.
 */
import { klona } from 'klona';

export default klona;
