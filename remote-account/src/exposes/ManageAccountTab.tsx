/** account/ManageAccountTab: the account frame's Manage tab (and its Info tab when switched on). */
export { default } from '../features/manage-account/ManageAccountTab';
