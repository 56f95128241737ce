import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatAmount, formatDate, formatMoney, panelSx } from '@portal/kit';
import type { Product } from '@portal/contract';
import { checkECashAmount, eCashLine, lineFromProduct, type CartLine } from '../model/cart';
import { Field, Input, Select } from './fields';
import { useT } from '../../../i18n';

const card = {
  ...panelSx,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
} as const;

/** One product card: a region named by its heading, its controls, and Add to Cart at the bottom. */
function ProductCard({
  title,
  children,
  canAdd,
  blockedBy,
  onAdd,
}: {
  title: string;
  children: ReactNode;
  canAdd: boolean;
  blockedBy?: string;
  onAdd(): void;
}) {
  const id = useId();
  const t = useT();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={card}>
      <Typography id={`${id}-title`} component="h3" variant="h6">
        {title}
      </Typography>
      {children}
      <Box sx={{ mt: 'auto' }}>
        <Button variant="contained" fullWidth disabled={!canAdd} onClick={onAdd} aria-describedby={blockedBy} sx={{ minHeight: 44 }}>
          {t('product.addToCart')}
        </Button>
      </Box>
    </Box>
  );
}

export interface ProductCardProps {
  products: Product[];
  /** Set when the card cannot be reloaded: the id of the text saying why (the controls are disabled). */
  blockedBy?: string;
  onAdd(line: CartLine): boolean;
}

/** A product picker: each option reads 'name - price'. */
function ProductSelect({
  id,
  label,
  products,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  products: Product[];
  value: Product | undefined;
  disabled: boolean;
  onChange(productId: number): void;
}) {
  const t = useT();
  return (
    <Field id={id} label={label}>
      {(p) => (
        <Select {...p} value={value?.productId ?? ''} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
          {products.map((x) => (
            <option key={x.productId} value={x.productId}>
              {t('product.option', { name: x.name, price: formatMoney(x.price) })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** E-Pass (spec 2): choose a pass; its name, price and dates are shown; the quantity is fixed at 1 and hidden. */
export function EPassCard({ products, blockedBy, onAdd, proposed }: ProductCardProps & { proposed?: number }) {
  // The cards overview's proposal (the next pass) is chosen at first; the customer still presses Add to Cart.
  const [chosen, setChosen] = useState<number | null>(proposed ?? null);
  const pass = products.find((p) => p.productId === chosen) ?? products[0];
  const id = useId();
  const t = useT();
  return (
    <ProductCard
      title={t('product.ePass')}
      canAdd={Boolean(pass) && !blockedBy}
      blockedBy={blockedBy}
      onAdd={() => pass && onAdd(lineFromProduct(pass, 1))}
    >
      {products.length === 0 ? (
        <Typography color="text.secondary">{t('product.noPasses')}</Typography>
      ) : (
        <>
          <ProductSelect
            id={`${id}-pass`}
            label={t('product.pass')}
            products={products}
            value={pass}
            disabled={Boolean(blockedBy)}
            onChange={setChosen}
          />
          {pass && (
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{pass.name}</Typography>
              <Typography>{formatMoney(pass.price)}</Typography>
              {pass.startDate && pass.endDate && (
                <Typography variant="body2" color="text.secondary">
                  {t('product.valid', { start: formatDate(pass.startDate), end: formatDate(pass.endDate) })}
                </Typography>
              )}
            </Box>
          )}
        </>
      )}
    </ProductCard>
  );
}

/** E-Ride (spec 2): choose a ride pack and a quantity, which starts at 0 (Add to Cart is disabled at 0). */
export function ERideCard({ products, blockedBy, onAdd }: ProductCardProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('0');
  const product = products.find((p) => p.productId === chosen) ?? products[0];
  const id = useId();
  const t = useT();
  const q = /^\d{1,2}$/.test(quantity.trim()) ? Number(quantity) : NaN;
  const error = quantity.trim() !== '' && Number.isNaN(q) ? t('product.quantityError') : null;
  const add = () => {
    if (product && onAdd(lineFromProduct(product, q))) setQuantity('0');
  };
  return (
    <ProductCard title={t('product.eRide')} canAdd={Boolean(product) && q > 0 && !blockedBy} blockedBy={blockedBy} onAdd={add}>
      {products.length === 0 ? (
        <Typography color="text.secondary">{t('product.noRides')}</Typography>
      ) : (
        <>
          <ProductSelect
            id={`${id}-product`}
            label={t('product.rideProduct')}
            products={products}
            value={product}
            disabled={Boolean(blockedBy)}
            onChange={setChosen}
          />
          <Field
            id={`${id}-quantity`}
            label={t('product.quantity')}
            error={error}
            hint={product && q > 0 ? t('product.total', { amount: formatMoney(product.price * q) }) : undefined}
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                step={1}
                value={quantity}
                disabled={Boolean(blockedBy)}
                onChange={(e) => setQuantity(e.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </ProductCard>
  );
}

/**
 * E-Cash (spec 2, 5): a dollar amount with two decimals, starting at 0; at least the configured minimum; the
 * card's E-Cash in the cart never above the limit. What is on the card is shown; the server has the last word on
 * the balance when the cart is checked out.
 */
export function ECashCard({
  blockedBy,
  onAdd,
  minimum,
  limit,
  onCard,
  inCart,
  proposed,
}: Omit<ProductCardProps, 'products'> & {
  minimum: number;
  limit: number;
  onCard: number | null;
  inCart: number;
  /** An amount the cards overview proposes: filled in, never added without the customer's press. */
  proposed?: number;
}) {
  const [text, setText] = useState(() => formatAmount(proposed ?? 0));
  const id = useId();
  const t = useT();
  const { amount, problem } = checkECashAmount(text, { minimum, limit, inCart });
  const hint = [
    onCard === null ? null : t('product.onCard', { amount: formatMoney(onCard) }),
    inCart > 0 ? t('product.inCart', { amount: formatMoney(inCart) }) : null,
    t('product.cardHolds', { amount: formatMoney(limit) }),
  ]
    .filter(Boolean)
    .join(' ');
  const add = () => {
    if (onAdd(eCashLine(amount))) setText(formatAmount(0));
  };
  return (
    <ProductCard title={t('product.eCash')} canAdd={amount > 0 && !problem && !blockedBy} blockedBy={blockedBy} onAdd={add}>
      <Field id={`${id}-amount`} label={t('product.amount')} hint={hint} error={problem}>
        {(p) => (
          <Input
            {...p}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={Boolean(blockedBy)}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => {
              if (!problem && amount > 0) setText(formatAmount(amount));
            }}
          />
        )}
      </Field>
    </ProductCard>
  );
}
