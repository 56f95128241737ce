import { createContext, useContext } from 'react';

/**
 * Why the cart cannot be paid now, or null: a hosted payment the reload widget started is under way (its outcome is
 * not known yet, PaymentUnderWay). Provided by the reload embed only; in the portal the result page settles it.
 */
export const CheckoutBlockedContext = createContext<string | null>(null);
export const useCheckoutBlocked = (): string | null => useContext(CheckoutBlockedContext);
