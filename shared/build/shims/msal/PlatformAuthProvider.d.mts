/** MSAL's platform broker module in the portal's build: no broker (PlatformAuthProvider.mjs). */
export function getPlatformAuthProvider(...args: unknown[]): Promise<undefined>;
export function isPlatformBrokerAvailable(...args: unknown[]): Promise<false>;
export function isPlatformAuthAllowed(...args: unknown[]): false;
