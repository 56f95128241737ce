import { PaymentMethods } from '../features/payment-methods/PaymentMethods';

export default function PaymentMethodsTab() {
  return <PaymentMethods />;
}
