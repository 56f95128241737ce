import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePendingPaymentText } from './useCart';
import { CheckoutBlockedContext } from './underWay';
import { useT } from '../../i18n';

// What a payment under way shows, and how it learns the outcome: downloaded only when there is one.
const PaymentUnderWay = lazy(() => import('./PaymentUnderWay'));

/**
 * Where the cart is paid (the Reload tab, in the portal and in the reload widget): while a hosted payment of this
 * browser's cart is under way (the stored record, watched in every tab and widget of this origin), Checkout is
 * blocked with the reason, and the panel above says what is known and how to end it (PaymentUnderWay). Once a panel
 * has shown, it stays to say how the payment ended.
 */
export function PaymentGuard({ children }: { children: ReactNode }) {
  const pendingText = usePendingPaymentText();
  const [shown, setShown] = useState(false);
  const t = useT();
  if (pendingText && !shown) setShown(true);
  // The record is the truth: while there is one, no checkout (the panel ends it, or removes one it cannot read).
  return (
    <CheckoutBlockedContext.Provider value={pendingText ? t('underWay.blocked') : null}>
      {(shown || pendingText) && (
        <Suspense fallback={null}>
          <PaymentUnderWay pendingText={pendingText} />
        </Suspense>
      )}
      {children}
    </CheckoutBlockedContext.Provider>
  );
}
