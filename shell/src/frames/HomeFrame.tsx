import { lazy, Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cardStateAlert, ErrorBoundary, useCardBalance, useOnline, useRetryableLazy } from '@portal/kit';
import { sectionAt } from '@portal/host/sections';
import { Outlet, useAuth, useLocale, useLocation, usePortalConfig, useSelectedCard, useToast, type Card } from '@portal/contract';
import { RouteTabs } from './RouteTabs';
import { frameTabs } from './frameTabs';
import { BADGES_HEIGHT, CardBadges, Hidden } from './home/CardBadges';
import { CardSelect, CardSelectSkeleton } from '@portal/kit';
import { useFramesT } from './i18n';
import { OFFLINE_NOTICE_ID } from '../chrome/OfflineNotice';
import { remoteSlotPart } from '../federation/lazy';
import { useSectionsTable } from '../federation/sectionsTable';
import { part } from '../parts/part';
import { st as sharedT } from '@portal/kit';

// Dialogs load when they open, not with the page (docs/performance.md "What is shared, and what each choice bought").
const loadAddCardDialog = () => import('./home/AddCardDialog');
const ProfileDialog = lazy(() => import('./home/ProfileDialog'));
/** The slot's loading state, from the slot's own file (fetched with the page by bootstrap: no second copy here). */
const SlotLoading = part(remoteSlotPart, (m) => m.SlotLoading);
/**
 * The home page frame (spec 2): the card header with the selector, badges and state banner, then the Balance,
 * Reload and Manage tabs whose bodies come from the remotes. The selected card reaches them through
 * the runtime contract's useSelectedCard().
 */
export function HomeFrame() {
  const { cards, selected, select, refresh, error } = useSelectedCard();
  const { account } = useAuth();
  const config = usePortalConfig();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const t = useFramesT();
  // A failed download is not cached for good: the next Add Card tries again.
  const [AddCardDialog, retryAddCardDialog] = useRetryableLazy(loadAddCardDialog);
  const onDialogLoadError = useCallback(() => {
    setAdding(false);
    retryAddCardDialog();
    toast.error(t('frames.addCardFailed'), sharedT('ui.checkConnection'));
  }, [retryAddCardDialog, toast, t]);
  const onAdded = useCallback(
    async (card: Card) => {
      setAdding(false);
      await refresh();
      select(card);
      toast.success(sharedT('toast.cardAdded'));
      // The dialog's button may be gone (the no-cards view): focus goes to the selector showing the new card.
      requestAnimationFrame(() => document.getElementById('card-select')?.focus());
    },
    [refresh, select, toast],
  );

  const online = useOnline();
  const table = useSectionsTable();
  const { locale } = useLocale();
  const tabs = frameTabs(table, 'home', config.features, locale);
  let body;
  if (cards === undefined && error) {
    body = <CardsAlert severity="error" text={t('frames.cardsFailed')} onRetry={refresh} />;
  } else if (cards === undefined) {
    body = (
      <>
        <CardHeaderSkeleton />
        <RouteTabs tabs={tabs} label="frames.cardSections" />
        <TabLoading />
      </>
    );
  } else if (!selected) {
    body = (
      <Box component="section" aria-labelledby="no-cards" sx={{ py: 4, textAlign: 'center' }}>
        <Typography id="no-cards" component="h2" variant="h5" gutterBottom>
          {t('frames.noCards')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('frames.noCardsText')}</Typography>
        <AddCardButton onClick={() => setAdding(true)} />
      </Box>
    );
  } else {
    body = (
      <>
        {/* The last known list is shown when the API fails; online, that is a failure to say (offline, the notice says it). */}
        {error && online ? <CardsAlert severity="warning" text={t('frames.cardsStale')} onRetry={refresh} /> : null}
        <CardHeader cards={cards} selected={selected} onSelect={select} onAdd={() => setAdding(true)} />
        <RouteTabs tabs={tabs} label="frames.cardSections" />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('frames.myCards')}
      </Typography>
      {body}
      {adding && (
        <ErrorBoundary onError={onDialogLoadError}>
          <Suspense fallback={null}>
            <AddCardDialog onClose={() => setAdding(false)} onAdded={onAdded} />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* Spec 2: with legacy authentication, a customer without a name is asked for their details (next visit if it cannot load). */}
      {config.features.legacyAuth && account && !account.name.trim() && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <ProfileDialog />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/** The selector row of CardHeader: the selector, and the Add Card button beside it or, where it does not fit, below it. */
const selectorRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 1.5 } as const;
/**
 * The selector's place in the row: its width never depends on the card's name, so whether the button fits beside it
 * depends only on the screen and the language (issue 39: the row's skeleton, drawn before the cards are known, takes
 * the same lines, and nothing below it moves when they come).
 */
const selectorPlace = { flex: '1 1 200px', minWidth: 0, maxWidth: 360, '& select': { width: '100%' } } as const;

/**
 * The card header while the card list loads: the selector's label, skeletons where the selector, its button and the
 * badges will be, in the same places (drawn before the JavaScript by the prerender too: nothing moves when they come).
 */
function CardHeaderSkeleton() {
  const t = useFramesT();
  return (
    <Box component="section" aria-label={t('frames.selectedCard')} sx={{ mb: 2 }} role="status">
      <Hidden>{t('frames.loadingCards')}</Hidden>
      <Box sx={selectorRow}>
        <Box sx={selectorPlace}>
          <CardSelectSkeleton />
        </Box>
        {/* The button's own size, hidden: it takes the place it will take. */}
        <Skeleton variant="rounded" sx={{ flexShrink: 0 }}>
          <AddCardButton onClick={() => undefined} />
        </Skeleton>
      </Box>
      <Skeleton width={260} height={BADGES_HEIGHT} />
    </Box>
  );
}

/** The tab's section as its slot shows it while it loads (before the card list is known, the section cannot start). */
function TabLoading() {
  const { pathname } = useLocation();
  const section = sectionAt(useSectionsTable(), pathname, usePortalConfig().features);
  if (!section) return null;
  return (
    <Suspense fallback={null}>
      <SlotLoading module={`${section.remote}/${section.module}`} name={section.name} />
    </Suspense>
  );
}

function CardHeader({ cards, selected, onSelect, onAdd }: { cards: Card[]; selected: Card; onSelect(card: Card): void; onAdd(): void }) {
  // Keyed by card: while a newly selected card loads, there is no balance (skeleton), never the previous card's.
  const { data: balance, error } = useCardBalance(selected);
  const alert = balance ? cardStateAlert(balance) : null;
  const t = useFramesT();
  return (
    <Box component="section" aria-label={t('frames.selectedCard')} sx={{ mb: 2 }}>
      <Box sx={selectorRow}>
        <Box sx={selectorPlace}>
          <CardSelect cards={cards} selected={selected} onSelect={onSelect} />
        </Box>
        <AddCardButton onClick={onAdd} />
      </Box>
      {balance ? <CardBadges balance={balance} /> : !error && <Skeleton width={260} height={BADGES_HEIGHT} />}
      {alert && (
        <Alert severity="error" variant="filled" sx={{ mt: 2 }}>
          <AlertTitle>{alert.title}</AlertTitle>
          {alert.text}
        </Alert>
      )}
    </Box>
  );
}

/** Adding a card asks the API: without a connection the button is disabled, described by the page's offline notice. */
function AddCardButton({ onClick }: { onClick(): void }) {
  const online = useOnline();
  const t = useFramesT();
  return (
    <Button
      variant="contained"
      onClick={onClick}
      sx={{ minHeight: 44, flexShrink: 0 }}
      disabled={!online}
      aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
    >
      {t('frames.addCard')}
    </Button>
  );
}

/** The card list failed: none to show (error), or the last known one is shown (warning); Retry asks again. */
function CardsAlert({ severity, text, onRetry }: { severity: 'error' | 'warning'; text: string; onRetry(): Promise<unknown> }) {
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" onClick={() => void onRetry()}>
          {sharedT('ui.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
