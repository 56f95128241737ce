/** reload/ReloadTab: the Reload tab of the home page, for the card selected in the shell's header. */
export { ReloadTab as default } from '../features/reload/ReloadTab';
