/**
 * The version of the runtime contract this build provides (package.json's; a test keeps them equal). The shell
 * compares a section's required range with it before running the section (shell/src/federation/plugins/compatibility.ts).
 * Typed as a string so that a release changes no declaration in the API report (api/contract.api.md).
 */
export const CONTRACT_VERSION: string = '1.4.0';
