/**
 * The version of the runtime contract this build provides (package.json's, checked by a test). The shell compares a
 * section's required range with it before running the section (shell/src/federation/plugins/compatibility.ts).
 */
export const CONTRACT_VERSION = '1.0.0';
