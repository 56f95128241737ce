/**
 * balance/embed: the balance-and-history view for integrators (docs/embedding.md). With `card` it shows that
 * card; without, a card picker and the chosen card. `view: 'overview'` (since 1.3.0) shows every card at a glance
 * instead. Loaded as the federated './embed' or as the self-contained `embed.js` next to this remote.
 */
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { mountEmbed } from '@portal/host/embed';
import {
  EMBED_CONTRACT_VERSION,
  validateEmbedCard,
  validateEmbedChoice,
  validateEmbedOptions,
  type EmbedCard,
  type EmbedOptions,
  type Unmount,
} from '@portal/kit/embed';
import BalanceTab from '../balance/BalanceTab';

export const BALANCE_VIEWS = ['card', 'overview'] as const;
export type BalanceView = (typeof BALANCE_VIEWS)[number];

// Downloaded only by a host that shows it.
const CardsOverview = lazy(() => import('../cards/CardsOverview'));

export interface BalanceEmbedOptions extends EmbedOptions {
  /** The card to show; without it the customer picks one of theirs. */
  card?: EmbedCard;
  /** Offer the history's download (CSV), printable statement and monthly chart under the history (default false; since 1.1.0). */
  historyTools?: boolean;
  /**
   * 'card' (default): one card's balance and history. 'overview' (since 1.3.0): every card of the account at a glance,
   * what needs attention first; its steps lead to the portal's Reload tab (the `navigate` event, and with `portalUrl`
   * the page opens). `card` and `historyTools` do not apply to it.
   */
  view?: BalanceView;
}

export const version = EMBED_CONTRACT_VERSION;

export function mount(element: HTMLElement, options: BalanceEmbedOptions): Unmount {
  validateEmbedOptions(element, options);
  validateEmbedCard(options.card);
  if (options.historyTools !== undefined && typeof options.historyTools !== 'boolean')
    throw new Error('Invalid embed option "historyTools": must be true or false');
  if (options.view !== undefined) validateEmbedChoice(options.view, 'view', BALANCE_VIEWS);
  if (options.view === 'overview')
    return mountEmbed(element, options, {
      name: 'balance-overview',
      render: () => (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <CardsOverview />
        </Suspense>
      ),
    });
  return mountEmbed(element, options, {
    name: 'balance',
    cards: { only: options.card },
    render: () => <BalanceTab historyTools={options.historyTools === true} />,
  });
}

export default mount;
