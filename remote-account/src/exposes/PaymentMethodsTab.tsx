/** account/PaymentMethodsTab: the account frame's Payment Methods tab. */
export { PaymentMethods as default } from '../features/payment-methods/PaymentMethods';
