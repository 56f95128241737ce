import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSWRConfig } from 'swr';
import { ConfirmDialog, TextInput, api } from '@portal/kit';
import { removeCard, sendComment, suspendActivate } from './model/api';
import { useAuth, usePortalConfig, useSelectedCard, useToast, type Balance, type Card, useApiClient } from '@portal/contract';
import { useT, type FeatureKey as AccountKey } from './i18n';
import { st } from '@portal/kit';

type Action = 'suspend' | 'activate' | 'remove' | 'comment';

const CONFIRM: Record<Action, { title: AccountKey; text: AccountKey }> = {
  suspend: { title: 'actions.suspendTitle', text: 'actions.suspendText' },
  activate: { title: 'actions.activateTitle', text: 'actions.activateText' },
  remove: { title: 'actions.removeTitle', text: 'actions.removeText' },
  comment: { title: 'actions.commentTitle', text: 'actions.commentText' },
};

/** Spec 8: the toasts of a suspend or activate request that did not succeed (status 1 or 2). */
const FAILED = {
  suspend: { title: 'actions.suspendFailedTitle', text: 'actions.suspendFailedText' },
  activate: { title: 'actions.activateFailedTitle', text: 'actions.activateFailedText' },
} as const;

const section = {
  display: 'grid',
  gap: 1,
  py: 2,
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0, pt: 0 },
} as const;

/**
 * The Manage tab's Actions (spec 2, spec 4): suspend or activate the card, remove it from the account, write to
 * customer service; each asks first. All of it is blocked for a hotlisted or expired card (`blockedBy`).
 */
export function CardActions({ card, balance, blockedBy }: { card: Card; balance: Balance; blockedBy?: string }) {
  const client = useApiClient();
  const toast = useToast();
  const { account } = useAuth();
  const { features } = usePortalConfig();
  const { refresh } = useSelectedCard();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<Action | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState('');
  const blocked = Boolean(blockedBy);
  const ask = (a: Action) => {
    setPending(a);
    setOpen(true);
  };
  const t = useT();

  const run = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      if (pending === 'suspend' || pending === 'activate') {
        const status = await suspendActivate(client, card, pending);
        if (status === 0) toast.success(st(pending === 'suspend' ? 'toast.cardSuspended' : 'toast.cardActivated'));
        else toast.error(t(FAILED[pending].title), t(FAILED[pending].text));
        // The header's badges and the history come from the shared cache: they show the new state at once.
        await Promise.all([mutate(api.keys.balance(client, card)), mutate(api.keys.history(client, card))]);
      } else if (pending === 'remove') {
        await removeCard(client, card);
        toast.success(st('toast.removeSuccess'));
        setOpen(false);
        // The list is refreshed and the selection falls back to the first card (or the no-cards view).
        await refresh();
        requestAnimationFrame(() => document.getElementById('card-select')?.focus());
        return;
      } else if (account) {
        await sendComment(client, card.cardNumber, comment.trim(), account.username);
        toast.success(st('toast.commentSent'));
        setComment('');
      }
      setOpen(false);
    } catch {
      // The request error toast says why; the dialog stays for another try and nothing typed is lost.
    } finally {
      setBusy(false);
    }
  };

  const actionProps = { 'aria-describedby': blockedBy, sx: { minHeight: 44 } };
  return (
    <Box>
      {features.cardSuspension && (
        <Box component="section" aria-labelledby="card-status-title" sx={section}>
          <Typography id="card-status-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('actions.cardStatus')}
          </Typography>
          <Typography>
            {t(balance.active ? 'actions.cardStatusLine' : 'actions.cardStatusLineInactive', {
              number: card.cardNumber,
              status: balance.status,
            })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" disabled={blocked || !balance.active} onClick={() => ask('suspend')} {...actionProps}>
              {t('actions.suspend')}
            </Button>
            <Button variant="outlined" disabled={blocked || balance.active} onClick={() => ask('activate')} {...actionProps}>
              {t('actions.activate')}
            </Button>
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="remove-card-title" sx={section}>
        <Typography id="remove-card-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('actions.removeCard')}
        </Typography>
        <Typography>{t('actions.removeExplained')}</Typography>
        <Box>
          <Button variant="outlined" color="error" disabled={blocked} onClick={() => ask('remove')} {...actionProps}>
            {t('actions.remove')}
          </Button>
        </Box>
      </Box>
      {features.comments && (
        <Box component="section" aria-labelledby="comments-title" sx={section}>
          <Typography id="comments-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('actions.comments')}
          </Typography>
          <TextInput
            id={`comment-${card.cardNumber}`}
            label={t('actions.comment')}
            multiline
            minRows={3}
            fullWidth
            value={comment}
            disabled={blocked}
            onChange={(e) => setComment(e.target.value)}
            helperText={t('actions.commentHint', { card: card.cardNumber })}
            htmlInput={{ maxLength: 2000, 'aria-describedby': blockedBy }}
            // Spec 9: the text area grows to 300 px at most, then scrolls.
            sx={{ '& textarea': { maxHeight: 300, overflowY: 'auto !important' } }}
          />
          {/* Spec 5: empty text is ignored, so there is nothing to send until something is written. */}
          <Box>
            <Button variant="contained" disabled={blocked || !comment.trim()} onClick={() => ask('comment')} {...actionProps}>
              {t('actions.sendComment')}
            </Button>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={open}
        busy={busy}
        title={pending ? t(CONFIRM[pending].title) : ''}
        message={pending ? t(CONFIRM[pending].text, { card: card.cardNumber }) : ''}
        onCancel={() => setOpen(false)}
        onConfirm={() => void run()}
      />
    </Box>
  );
}
