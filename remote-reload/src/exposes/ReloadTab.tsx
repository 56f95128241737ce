import { ReloadTab } from '../features/reload/ReloadTab';

/** reload/ReloadTab: the Reload tab of the home page, for the card selected in the shell's header. */
export default ReloadTab;
