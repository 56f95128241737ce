/** account/ManageTab: the home page's Manage tab, for the card selected in the shell's header. */
export { ManageTab as default } from '../features/manage/ManageTab';
