/** MSAL's DPoP proof generator in the portal's build: refuses, the portal asks for bearer tokens (DpopProofGenerator.mjs). */
export class DpopProofGenerator {
  constructor(...args: unknown[]);
}
export function normalizeDpopResourceRequestContext(...args: unknown[]): never;
