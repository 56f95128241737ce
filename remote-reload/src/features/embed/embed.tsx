/**
 * reload/embed: the Reload tab with its cart for integrators (docs/embedding.md). Checkout sends the browser to
 * the hosted payment page, whose result returns to the portal's /transaction_result; the Reload tab's PaymentGuard
 * learns from the cards' history whether that payment went through, and no cart is paid twice. A
 * saved-card payment shows its result inside the widget. With `card` it reloads that card; without, the customer
 * picks one.
 */
import { useEffect, useRef } from 'react';
import { mountEmbed } from '@portal/host/embed';
import { useEmbedEvent } from '@portal/kit/embed';
import {
  EMBED_CONTRACT_VERSION,
  validateEmbedCard,
  validateEmbedOptions,
  type EmbedCard,
  type EmbedOptions,
  type Unmount,
} from '@portal/kit/embed';
import { Route, Routes } from '@portal/contract';
import { useCart } from '../cart/useCart';
import { ReloadTab } from '../reload/ReloadTab';
import { SavedCardResult } from '../cart/result/SavedCardResult';

export interface ReloadEmbedOptions extends EmbedOptions {
  /** The card to reload; without it the customer picks one of theirs. */
  card?: EmbedCard;
}

export const version = EMBED_CONTRACT_VERSION;

/** 'cart-changed' whenever the cart's count or total changes (in this widget, another widget or another tab). */
function CartEvents() {
  const { count, total } = useCart();
  const emit = useEmbedEvent();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    emit('cart-changed', { count, total });
  }, [count, total, emit]);
  return null;
}

export function mount(element: HTMLElement, options: ReloadEmbedOptions): Unmount {
  validateEmbedOptions(element, options);
  validateEmbedCard(options.card);
  return mountEmbed(element, options, {
    name: 'reload',
    paths: ['/', '/transaction_result_saved'],
    aliases: { '/home/reload': '/' },
    cards: { only: options.card },
    render: () => (
      <>
        <CartEvents />
        <Routes>
          <Route path="/" element={<ReloadTab />} />
          <Route path="/transaction_result_saved" element={<SavedCardResult />} />
        </Routes>
      </>
    ),
  });
}

export default mount;
