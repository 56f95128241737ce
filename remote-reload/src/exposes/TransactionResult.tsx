import { TransactionResult } from '../features/result/TransactionResult';

/** reload/TransactionResult: /transaction_result, where the hosted payment page returns. */
export default TransactionResult;
