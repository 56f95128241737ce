/** balance/CardsOverview: the home frame's All cards tab, every card of the account at a glance (issue 40). */
export { default } from '../features/cards/CardsOverview';
