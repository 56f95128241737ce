import { SavedCardResult } from '../features/result/SavedCardResult';

/** reload/SavedCardResult: /transaction_result_saved, after paying with the saved default card. */
export default SavedCardResult;
