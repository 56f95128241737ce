/**
 * The checks of an answer's shape, apart from the mappings (./endpoints): a page whose calls only check an answer
 * (the mobile account's deletion) takes these without every mapping another page of its app uses.
 */
import { ApiError } from '@portal/contract';
import { isRecord } from '../rules/isRecord';
import { st } from '../i18n';

/**
 * Answers are checked before use: an answer that is not the object or list the spec describes is a clear failure
 * (the section shows it with Retry), never a crash further down; entries of a list that are not objects, or lack
 * what identifies them, are left out. Text fields that are not text read as empty.
 */
export function malformedAnswer(path: string): ApiError {
  return new ApiError(0, st('api.malformed', { path: path.split('?')[0]! }));
}
export function objectAnswer<T>(path: string, value: unknown): T {
  if (!isRecord(value)) throw malformedAnswer(path);
  return value as T;
}
export function listAnswer<R, T>(path: string, value: unknown, map: (raw: R) => T, keep: (item: T) => boolean = () => true): T[] {
  if (!Array.isArray(value)) throw malformedAnswer(path);
  return value
    .filter(isRecord)
    .map((r) => map(r as R))
    .filter(keep);
}
