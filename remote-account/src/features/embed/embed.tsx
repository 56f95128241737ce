/**
 * account/embed: for integrators (docs/embedding.md), one of the account views: the Manage tab of a card, the
 * saved payment methods, or the mobile account deletion form.
 */
import { lazy, Suspense, type ComponentType } from 'react';
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

export const ACCOUNT_VIEWS = ['manage', 'payment-methods', 'mobile-deletion'] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

// A host shows one view: only that view's code is downloaded, when it is first shown.
const VIEWS: Record<AccountView, ComponentType> = {
  manage: lazy(() => import('../manage/ManageTab').then((m) => ({ default: m.ManageTab }))),
  'payment-methods': lazy(() => import('../payment-methods/PaymentMethods').then((m) => ({ default: m.PaymentMethods }))),
  'mobile-deletion': lazy(() => import('../mobile-deletion/MobileAccountDeletion').then((m) => ({ default: m.MobileAccountDeletion }))),
};

export interface AccountEmbedOptions extends EmbedOptions {
  view: AccountView;
  /** For 'manage': the card to manage; without it the customer picks one of theirs. */
  card?: EmbedCard;
}

export const version = EMBED_CONTRACT_VERSION;

export function mount(element: HTMLElement, options: AccountEmbedOptions): Unmount {
  validateEmbedOptions(element, options);
  validateEmbedChoice(options.view, 'view', ACCOUNT_VIEWS);
  validateEmbedCard(options.card);
  const View = VIEWS[options.view];
  const render = () => (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <View />
    </Suspense>
  );
  const views = {
    manage: { cards: { only: options.card } },
    'payment-methods': { aliases: { '/account/payment': '/' } },
    'mobile-deletion': {},
  } as const;
  return mountEmbed(element, options, { name: `account-${options.view}`, render, ...views[options.view] });
}

export default mount;
