import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CheckboxField, ConfirmDialog, formatMoney, useHasDefaultPaymentCard, useMediaQuery } from '@portal/kit';
import { CART_TEXT, hasQuantityStepper, MAX_QUANTITY, type CartCard } from './model/cart';
import { useCart, type CartState } from './useCart';
import { AddIcon, DeleteIcon, RemoveIcon } from '../../ui/icons';
import { useCheckout } from './useCheckout';
import { useCheckoutBlocked } from './underWay';
import { useCartDialogT } from './i18n';

export interface CartDialogProps {
  onClose(): void;
}

// Narrow cells on phones: five columns fit 375 px with the stepper stacked (+, quantity, −).
const cell = { px: { xs: 0.5, sm: 2 } } as const;

function CardLines({ card, cart, disabled, onRemoved }: { card: CartCard; cart: CartState; disabled: boolean; onRemoved(): void }) {
  const ref = { cardNumber: card.number, cardType: card.type };
  const headingId = `cart-card-${card.number}-${card.type}`;
  const t = useCartDialogT();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('cart.card', { card: card.number })}
        </Typography>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={disabled}
          aria-label={t('cart.removeCardLabel', { card: card.number })}
          onClick={() => {
            cart.removeCard(ref);
            onRemoved();
          }}
        >
          {t('cart.removeCard')}
        </Button>
      </Box>
      <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('cart.col.product')}</TableCell>
            <TableCell sx={cell} align="center">
              {t('cart.col.qty')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('cart.col.price')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('cart.col.total')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('cart.col.remove')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.products.map((line) => (
            <TableRow key={`${line.productTypeId}:${line.productId}`}>
              <TableCell sx={{ ...cell, overflowWrap: 'break-word', minWidth: 64 }}>{line.name}</TableCell>
              <TableCell sx={cell} align="center">
                {hasQuantityStepper(line) ? (
                  <Box
                    role="group"
                    aria-label={t('cart.quantityOf', { name: line.name })}
                    sx={{
                      display: 'inline-flex',
                      flexDirection: { xs: 'column-reverse', sm: 'row' },
                      alignItems: 'center',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <IconButton
                      size="small"
                      aria-label={t('cart.fewer', { name: line.name })}
                      disabled={disabled || line.quantity <= 1}
                      onClick={() => cart.setQuantity(ref, line.productId, line.quantity - 1)}
                    >
                      <RemoveIcon fontSize="small" />
                    </IconButton>
                    <Box component="span" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
                      {line.quantity}
                    </Box>
                    <IconButton
                      size="small"
                      aria-label={t('cart.more', { name: line.name })}
                      disabled={disabled || line.quantity >= MAX_QUANTITY}
                      onClick={() => cart.setQuantity(ref, line.productId, line.quantity + 1)}
                    >
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ) : (
                  '---'
                )}
              </TableCell>
              <TableCell sx={cell} align="right">
                {formatMoney(line.price)}
              </TableCell>
              <TableCell sx={cell} align="right">
                {formatMoney(line.total)}
              </TableCell>
              <TableCell sx={cell} align="right">
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('cart.removeLine', { name: line.name })}
                  disabled={disabled}
                  onClick={() => {
                    cart.removeProduct(ref, line.productId);
                    onRemoved();
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The cart dialog (spec 2): per card its lines with steppers and remove controls, the validation errors, the count
 * and Order Total, 'Pay with saved card', Checkout, clear and Close. Full screen on phones.
 */
export default function CartDialog({ onClose }: CartDialogProps) {
  const cart = useCart();
  const { data: hasDefault } = useHasDefaultPaymentCard();
  const [useSaved, setUseSaved] = useState(false);
  const checkout = useCheckout();
  // A hosted payment of this cart may still be under way (PaymentGuard), or one is being started in another tab or
  // widget of this browser (found when Checkout was pressed): no second one, and the reason is given.
  const blocked = useCheckoutBlocked() ?? checkout.blocked;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const title = useRef<HTMLHeadingElement>(null);
  const empty = cart.cart.length === 0;
  const busy = checkout.busy;
  const savedCard = useSaved && hasDefault === true;
  // A removed line takes its button with it: focus goes back to the dialog's title, not to the page behind.
  const keepFocus = () => requestAnimationFrame(() => title.current?.focus());
  const t = useCartDialogT();

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="cart-title">
      <DialogTitle id="cart-title" ref={title} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('cart.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {empty ? (
          <Typography sx={{ py: 2, fontWeight: 600 }}>{CART_TEXT.empty}</Typography>
        ) : (
          cart.cart.map((c) => <CardLines key={`${c.number}:${c.type}`} card={c} cart={cart} disabled={busy} onRemoved={keepFocus} />)
        )}
        {checkout.errors.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <AlertTitle>{CART_TEXT.validationError}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {checkout.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography role="status" sx={{ mb: 1 }}>
          {t('cart.summary', { count: cart.count, total: formatMoney(cart.total) })}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1,
            mb: 1,
          }}
        >
          <Typography component="p" variant="h6">
            {t('cart.orderTotal')}
          </Typography>
          <Typography component="p" variant="h6">
            {formatMoney(cart.total)}
          </Typography>
        </Box>
        <CheckboxField
          label={t('cart.paySaved')}
          disabled={hasDefault !== true || busy}
          checked={savedCard}
          onChange={(e) => setUseSaved(e.target.checked)}
          describedBy={hasDefault === false ? 'no-saved-card' : undefined}
        />
        {hasDefault === false && (
          <Typography id="no-saved-card" variant="body2" color="text.secondary">
            {t('cart.noSavedCard')}
          </Typography>
        )}
        {blocked && !empty && (
          <Alert id="checkout-blocked" severity="warning" sx={{ mt: 1 }}>
            {blocked}
          </Alert>
        )}
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
          {checkout.phase === 'validating' ? t('cart.checking') : checkout.phase === 'redirecting' ? t('cart.redirecting') : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1.5 }}>
        <Button
          color="error"
          disabled={empty || busy}
          onClick={() => {
            cart.clear();
            keepFocus();
          }}
          sx={{ mr: 'auto' }}
        >
          {t('cart.clear')}
        </Button>
        <Button onClick={onClose} disabled={busy}>
          {t('cart.close')}
        </Button>
        <Button
          variant="contained"
          disabled={empty || busy || blocked !== null}
          aria-describedby={blocked && !empty ? 'checkout-blocked' : undefined}
          onClick={() => void checkout.start(cart.cart, savedCard)}
        >
          {t('cart.checkout')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={checkout.confirming}
        busy={checkout.phase === 'paying' || checkout.phase === 'redirecting'}
        title={t('cart.confirmTitle')}
        message={checkout.confirmText}
        onCancel={checkout.cancel}
        onConfirm={() => void checkout.pay()}
      />
    </Dialog>
  );
}
