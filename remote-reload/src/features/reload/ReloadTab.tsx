import { Suspense, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  cardKey,
  cardLabel,
  ErrorBoundary,
  formatMoney,
  isCardBlocked,
  readReloadProposal,
  RetryAlert,
  todayIso,
  useCardBalance,
  useCardProducts,
  useRetryableLazy,
  visuallyHidden,
  withoutReloadProposal,
  type ReloadProposal,
} from '@portal/kit';
import { usePortalConfig, useSearchParams, useSelectedCard, useToast, type Card } from '@portal/contract';
import { nextPassOf } from './model/proposal';
import { cashInCart, CART_TOAST_MS, type CartLine } from '../cart/model/cart';
import { productGroups } from '../cart/model/products';
import { useCart } from '../cart/useCart';
import { ECashCard, EPassCard, ERideCard } from '../cart/products/ProductCards';
import { PaymentGuard } from '../cart/PaymentGuard';
import { reloadT, useT } from '../../i18n';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { st } from '@portal/kit';

// The cart dialog is not part of the tab's first load: it is downloaded when first opened.
const loadCartDialog = () => import('../cart/CartDialog');
// Nor are the auto-reload rules (their table, texts and calls), under the products: they are downloaded once the
// products are painted (issue 39).
const loadAutoReload = () => import('../autoreload/AutoReloadSection').then((m) => ({ default: m.AutoReloadSection }));

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 3 } as const;

/**
 * The Cart button (spec 2) with its item-count badge. The button is named 'Cart' alone (its visible text); the
 * badge sits on its corner and the count is the button's description, so screen readers hear 'Cart, 4 items'.
 */
function CartButton({ count, onOpen }: { count: number; onOpen(): void }) {
  const t = useT();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', mr: 1 }}>
      <Button variant="outlined" onClick={onOpen} aria-haspopup="dialog" aria-describedby="cart-count" sx={{ minHeight: 44, minWidth: 88 }}>
        {t('reload.cart')}
      </Button>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: -10,
          right: -10,
          minWidth: 24,
          height: 24,
          px: 0.75,
          borderRadius: 12,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 14,
          lineHeight: '24px',
          fontWeight: 700,
          textAlign: 'center',
          pointerEvents: 'none',
        }}
      >
        {count}
      </Box>
      <Box component="span" id="cart-count" sx={visuallyHidden}>
        {t('reload.cartCount', { count })}
      </Box>
    </Box>
  );
}

function blockedText(b: { isHotlisted: boolean }): string {
  return reloadT(b.isHotlisted ? 'reload.hotlisted' : 'reload.expired');
}

/**
 * The Reload tab (spec 2): the Cart button, and the E-Pass, E-Ride and E-Cash products of the selected card.
 * A hotlisted or expired card cannot be reloaded (spec 4 'Blocking'): the controls are disabled and say why.
 */
export function ReloadTab() {
  const { selected } = useSelectedCard();
  const [cartOpen, setCartOpen] = useState(false);
  // A failed download is not cached for good: the next click on Cart tries again.
  const [CartDialog, retryCartDialog] = useRetryableLazy(loadCartDialog);
  const toast = useToast();
  const onDialogLoadError = useCallback(() => {
    setCartOpen(false);
    retryCartDialog();
    toast.error(reloadT('reload.cartFailed'), st('ui.checkConnection'));
  }, [retryCartDialog, toast]);
  const cart = useCart();
  const t = useT();
  const proposal = useTakenProposal();
  // The products are what a person waits for: the auto-reload rules under them render once they are painted.
  const rulesNow = useAfterFirstPaint();
  const { features } = usePortalConfig();
  // A payment of this browser's cart under way (here, in another tab or widget): said above, and no second one.
  return (
    <PaymentGuard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography component="h2" variant="h5">
          {t('reload.title')}
        </Typography>
        <CartButton count={cart.count} onOpen={() => setCartOpen(true)} />
      </Box>
      {selected && (
        <>
          <Products
            key={cardKey(selected)}
            card={selected}
            proposal={proposal && proposal.key === cardKey(selected) ? proposal.proposal : null}
          />
          {rulesNow && features.autoReloads && <AutoReload card={selected} />}
        </>
      )}
      {cartOpen && (
        <ErrorBoundary onError={onDialogLoadError}>
          <Suspense fallback={null}>
            <CartDialog onClose={() => setCartOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </PaymentGuard>
  );
}

/**
 * The auto-reload section, downloaded when first shown. A download that fails says so in the section's place, with
 * Retry, and the products above keep working.
 */
function AutoReload({ card }: { card: Card }) {
  const [Section, retrySection] = useRetryableLazy(loadAutoReload);
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  return (
    <ErrorBoundary
      resetKey={String(attempt)}
      fallback={() => (
        <RetryAlert
          onRetry={() => {
            retrySection();
            setAttempt((n) => n + 1);
          }}
          busy={false}
        >
          {t('rules.failed', { card: card.cardNumber })}
        </RetryAlert>
      )}
    >
      <Suspense fallback={null}>
        <Section key={cardKey(card)} card={card} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * What the cards overview proposes (issue 40), read once from the address (`?card=…&propose=…`, the kit's
 * reloadProposal.ts): the named card is selected, the proposal kept for it, and the address cleaned so a reload does
 * not propose again. A card that is not the customer's, or an amount out of bounds, is ignored.
 */
function useTakenProposal(): { key: string; proposal: ReloadProposal } | null {
  const [params, setParams] = useSearchParams();
  const { cards, selected, select } = useSelectedCard();
  const { constants } = usePortalConfig();
  const [taken, setTaken] = useState<{ key: string; proposal: ReloadProposal } | null>(null);
  useEffect(() => {
    if (!cards) return;
    const asked = readReloadProposal(params, cards, constants.eCashLimit);
    if (!asked) return;
    if (asked.card) {
      if (!selected || cardKey(selected) !== cardKey(asked.card)) select(asked.card);
      setTaken(asked.proposal ? { key: cardKey(asked.card), proposal: asked.proposal } : null);
    }
    setParams(withoutReloadProposal(params), { replace: true });
  }, [cards, params, selected, select, setParams, constants.eCashLimit]);
  return taken;
}

function Products({ card, proposal }: { card: Card; proposal: ReloadProposal | null }) {
  const config = usePortalConfig();
  const toast = useToast();
  const cart = useCart();
  const { data: balance } = useCardBalance(card);
  const answer = useCardProducts(card);
  const { data: products, error, mutate } = answer;
  const blocked = balance ? isCardBlocked(balance) : false;
  const blockedId = `reload-blocked-${card.cardNumber}`;
  const t = useT();

  const add = (line: CartLine): boolean => {
    const outcome = cart.add(card, line, { cardExpiry: balance?.expiry, today: todayIso(), eCashLimit: config.constants.eCashLimit });
    if (outcome.ok) toast.success(outcome.toast, CART_TOAST_MS.added);
    else toast.warning(outcome.toast.title, outcome.toast.detail, outcome.toast.ms);
    return outcome.ok;
  };

  if (error && !products)
    return (
      <RetryAlert onRetry={() => void mutate()} busy={answer.isValidating}>
        {t('reload.productsFailed', { card: card.cardNumber })}
      </RetryAlert>
    );
  if (!products || !balance) {
    return (
      <Box role="status" sx={grid}>
        <Box component="span" sx={visuallyHidden}>
          {t('reload.loadingProducts')}
        </Box>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  const props = { blockedBy: blocked ? blockedId : undefined, onAdd: add };
  const { passes, rides } = productGroups(products);
  const nextPass = proposal?.kind === 'nextPass' ? nextPassOf(passes, balance.passEnd, todayIso()) : null;
  const proposedCash = proposal?.kind === 'eCash' && config.features.eCash ? proposal.amount : null;
  let proposed: string | null = null;
  if (!blocked && proposal?.kind === 'nextPass')
    proposed = nextPass
      ? t('reload.proposedPass', { card: cardLabel(card), pass: nextPass.name })
      : t('reload.proposedNoPass', { card: cardLabel(card) });
  if (!blocked && proposedCash !== null) proposed = t('reload.proposedCash', { card: cardLabel(card), amount: formatMoney(proposedCash) });
  return (
    <>
      {/* The overview's proposal, said once: the product's controls are filled in, the cart untouched. */}
      {proposed && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {proposed}
        </Alert>
      )}
      {blocked && (
        <Alert id={blockedId} severity="warning" role="note" sx={{ mb: 2 }}>
          {blockedText(balance)}
        </Alert>
      )}
      <Box sx={grid}>
        <EPassCard {...props} products={passes} proposed={nextPass?.productId} />
        <ERideCard {...props} products={rides} />
        {config.features.eCash && (
          <ECashCard
            {...props}
            minimum={config.constants.reloadMinimum}
            limit={config.constants.eCashLimit}
            onCard={balance.cash}
            inCart={cashInCart(cart.cart, card)}
            proposed={proposedCash ?? undefined}
          />
        )}
      </Box>
    </>
  );
}
