/** reload/TransactionResult: /transaction_result, where the hosted payment page returns. */
export { TransactionResult as default } from '../features/cart/result/TransactionResult';
