/** Whether a value read from outside (an API answer, stored JSON, a manifest, an option) is a plain object. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
