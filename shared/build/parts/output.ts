/**
 * PORTAL_HASH_SALT changes every content hash, so no file of the build has the name of one built without it: the
 * redeploy journey builds a release this way to prove that a tab opened before a deploy gets its own files
 * (scripts/releases.mts, buildRedeploy). Unset for every real build.
 */
export const hashSalt = () => (process.env.PORTAL_HASH_SALT ? { hashSalt: process.env.PORTAL_HASH_SALT } : {});
