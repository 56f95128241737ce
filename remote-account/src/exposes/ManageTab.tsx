import { ManageTab } from '../features/manage/ManageTab';

/** account/ManageTab: the home page's Manage tab, for the card selected in the shell's header. */
export default ManageTab;
