/** reload/SavedCardResult: /transaction_result_saved, after paying with the saved default card. */
export { SavedCardResult as default } from '../features/cart/result/SavedCardResult';
