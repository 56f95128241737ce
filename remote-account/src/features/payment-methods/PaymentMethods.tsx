import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { ConfirmDialog, Link as RouterLink, RetryAlert, type SavedPaymentCard, useApi, useAuth, useRefreshSavedCards, useSavedCards, useToast } from '@portal/shared';

type Pending = { kind: 'default' | 'delete'; card: SavedPaymentCard } | null;

/** Account › Payment Methods (spec 2): the saved payment cards with Set Default and delete, each confirmed. */
export function PaymentMethods() {
  const api = useApi();
  const { account } = useAuth();
  const toast = useToast();
  const refresh = useRefreshSavedCards();
  const { data: cards, error, isLoading, isValidating, mutate } = useSavedCards();
  // The action being confirmed stays set while the dialog closes, so its text does not change mid-transition.
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = (p: NonNullable<Pending>) => { setPending(p); setOpen(true); };

  const confirm = async () => {
    if (!pending || !account) return;
    setBusy(true);
    try {
      if (pending.kind === 'default') {
        await api.savedCards.setDefault(account.username, pending.card);
        toast.success('Update Success!');
      } else {
        await api.savedCards.remove(account.username, pending.card.cardId);
        toast.success('Delete Success!');
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
      <Typography id="payment-methods-title" component="h2" variant="h5" gutterBottom>Payment Methods</Typography>
      {isLoading && <Stack spacing={1} aria-busy="true" aria-label="Loading payment methods"><Skeleton height={40} /><Skeleton height={40} /></Stack>}
      {error && !cards && !isLoading && <RetryAlert onRetry={() => void mutate()} busy={isValidating}>Your payment methods could not be loaded.</RetryAlert>}
      {cards && cards.length === 0 && (
        <Stack spacing={1} sx={{ py: 2 }}>
          <Typography component="p" variant="h6">No Saved Payments!</Typography>
          <Typography>
            You can save a payment card after paying for a reload on the <Link component={RouterLink} to="/home/reload">Reload tab</Link>.
          </Typography>
        </Stack>
      )}
      {cards && cards.length > 0 && (
        <TableContainer>
          <Table aria-label="Saved payment cards">
            <TableHead>
              <TableRow><TableCell>Default</TableCell><TableCell>Card Number</TableCell><TableCell align="right">Actions</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {cards.map((card) => (
                <TableRow key={card.cardId}>
                  <TableCell>{card.isDefault ? <Chip label="Default" color="primary" size="small" /> : <Typography variant="body2" color="text.secondary">—</Typography>}</TableCell>
                  <TableCell>{card.cardNumber}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" variant="outlined" disabled={card.isDefault} onClick={() => ask({ kind: 'default', card })}
                        aria-label={`Set Default for card ${card.cardNumber}`}>Set Default</Button>
                      <Button size="small" color="error" variant="outlined" onClick={() => ask({ kind: 'delete', card })}
                        aria-label={`Delete card ${card.cardNumber}`}>Delete</Button>
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
        title={pending?.kind === 'delete' ? 'Delete payment card' : 'Set default payment card'}
        message={pending ? (pending.kind === 'delete' ? `Delete the payment card ${pending.card.cardNumber}?` : `Use the payment card ${pending.card.cardNumber} as your default?`) : ''}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Paper>
  );
}
