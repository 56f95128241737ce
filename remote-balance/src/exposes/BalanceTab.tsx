/** balance/BalanceTab: the home page's Balance tab, for the card selected in the shell's header. */
export { default } from '../features/balance/BalanceTab';
