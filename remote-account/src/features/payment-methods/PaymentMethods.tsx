import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { ConfirmDialog, RetryAlert, useRefreshSavedCards, useSavedCards } from '@portal/kit';
import * as savedCardsApi from './model/api';
import { Link as RouterLink, type SavedPaymentCard, useAuth, useToast, useApiClient } from '@portal/contract';
import { useT } from './i18n';
import { st } from '@portal/kit';

/**
 * The default card's mark: drawn as MUI's small primary Chip is (24 px high, rounded, white on the primary colour),
 * without the Chip's 2.4 KB (its delete icon, avatar and click handling, none used here): issue 39.
 */
const DefaultMark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  whiteSpace: 'nowrap',
  fontSize: theme.typography.pxToRem(13),
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

type Pending = { kind: 'default' | 'delete'; card: SavedPaymentCard } | null;

/** Account › Payment Methods (spec 2): the saved payment cards with Set Default and delete, each confirmed. */
export function PaymentMethods() {
  const client = useApiClient();
  const { account } = useAuth();
  const toast = useToast();
  const refresh = useRefreshSavedCards();
  const saved = useSavedCards();
  const { data: cards, error, isLoading, mutate } = saved;
  // The action being confirmed stays set while the dialog closes, so its text does not change mid-transition.
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = (p: NonNullable<Pending>) => {
    setPending(p);
    setOpen(true);
  };
  const t = useT();
  const [noneBefore, noneAfter] = t('payments.noneText', { link: '\u0000' }).split('\u0000');

  const confirm = async () => {
    if (!pending || !account) return;
    setBusy(true);
    try {
      if (pending.kind === 'default') {
        await savedCardsApi.setDefault(client, account.username, pending.card);
        toast.success(st('toast.updateSuccess'));
      } else {
        await savedCardsApi.remove(client, account.username, pending.card.cardId);
        toast.success(st('toast.deleteSuccess'));
      }
      await refresh();
      setOpen(false);
    } catch {
      // The API client already showed 'Request Error'; the dialog stays so the customer can try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="payment-methods-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="payment-methods-title" component="h2" variant="h5" gutterBottom>
        {t('payments.title')}
      </Typography>
      {isLoading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('payments.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      )}
      {error && !cards && !isLoading && (
        <RetryAlert onRetry={() => void mutate()} busy={saved.isValidating}>
          {t('payments.failed')}
        </RetryAlert>
      )}
      {cards && cards.length === 0 && (
        <Stack spacing={1} sx={{ py: 2 }}>
          <Typography component="p" variant="h6">
            {t('payments.none')}
          </Typography>
          <Typography>
            {noneBefore}
            <Link component={RouterLink} to="/home/reload">
              {t('payments.reloadTab')}
            </Link>
            {noneAfter}
          </Typography>
        </Stack>
      )}
      {cards && cards.length > 0 && (
        <TableContainer>
          <Table aria-label={t('payments.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payments.col.default')}</TableCell>
                <TableCell>{t('payments.col.number')}</TableCell>
                <TableCell align="right">{t('payments.col.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cards.map((card) => (
                <TableRow key={card.cardId}>
                  <TableCell>
                    {card.isDefault ? (
                      <DefaultMark>{t('payments.defaultChip')}</DefaultMark>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{card.cardNumber}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={card.isDefault}
                        onClick={() => ask({ kind: 'default', card })}
                        aria-label={t('payments.setDefaultFor', { card: card.cardNumber })}
                      >
                        {t('payments.setDefault')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        onClick={() => ask({ kind: 'delete', card })}
                        aria-label={t('payments.deleteCard', { card: card.cardNumber })}
                      >
                        {t('payments.delete')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={open}
        busy={busy}
        title={t(pending?.kind === 'delete' ? 'payments.deleteTitle' : 'payments.setDefaultTitle')}
        message={
          pending ? t(pending.kind === 'delete' ? 'payments.deleteText' : 'payments.setDefaultText', { card: pending.card.cardNumber }) : ''
        }
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Paper>
  );
}
