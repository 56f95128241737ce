/**
 * balance/embed: the balance-and-history view for integrators (docs/embedding.md). With `card` it shows that
 * card; without, a card picker and the chosen card. Loaded as the federated './embed' or as the self-contained
 * `embed.js` next to this remote.
 */
import { mountEmbed } from '@portal/kit/embed';
import {
  EMBED_CONTRACT_VERSION,
  validateEmbedCard,
  validateEmbedOptions,
  type EmbedCard,
  type EmbedOptions,
  type Unmount,
} from '@portal/kit/embed';
import BalanceTab from '../balance/BalanceTab';

export interface BalanceEmbedOptions extends EmbedOptions {
  /** The card to show; without it the customer picks one of theirs. */
  card?: EmbedCard;
  /** Offer the history's download (CSV), printable statement and monthly chart under the history (default false; since 1.1.0). */
  historyTools?: boolean;
}

export const version = EMBED_CONTRACT_VERSION;

export function mount(element: HTMLElement, options: BalanceEmbedOptions): Unmount {
  validateEmbedOptions(element, options);
  validateEmbedCard(options.card);
  if (options.historyTools !== undefined && typeof options.historyTools !== 'boolean')
    throw new Error('Invalid embed option "historyTools": must be true or false');
  return mountEmbed(element, options, {
    name: 'balance',
    cards: { only: options.card },
    render: () => <BalanceTab historyTools={options.historyTools === true} />,
  });
}

export default mount;
