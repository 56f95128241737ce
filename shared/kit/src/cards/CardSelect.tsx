import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { nativeControl, selectArrow } from '../ui/nativeControl';
import { cardKey, cardLabel } from '../domain/cards';
import type { Card } from '@portal/contract';
import { useSharedT } from '../i18n';

// A native select: light, and the phone's own picker on small screens.
const Select = styled('select')(({ theme }) => ({
  ...nativeControl(theme),
  ...selectArrow,
  padding: '8px 36px 8px 12px',
  // As wide as the card's label, within the header.
  width: 'auto',
  maxWidth: '100%',
}));

const Label = styled('label')(({ theme }) => ({ display: 'block', fontWeight: 600, marginBottom: theme.spacing(0.5) }));

/** The card selector (spec 2): 'name - number', or just the number. */
export function CardSelect({ cards, selected, onSelect }: { cards: Card[]; selected: Card; onSelect(card: Card): void }) {
  const t = useSharedT();
  return (
    <div style={{ minWidth: 0, maxWidth: '100%' }}>
      <Label htmlFor="card-select">{t('ui.card')}</Label>
      <Select
        id="card-select"
        value={cardKey(selected)}
        onChange={(e) => {
          const c = cards.find((x) => cardKey(x) === e.target.value);
          if (c) onSelect(c);
        }}
      >
        {cards.map((c) => (
          <option key={cardKey(c)} value={cardKey(c)}>
            {cardLabel(c)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The selector's place while the card list loads (the home frame drawn before the JavaScript, issue 39): its label and
 * a skeleton of the field's height, as wide as its place, so the tabs below are where they will be once the cards are
 * known.
 */
export function CardSelectSkeleton() {
  const t = useSharedT();
  return (
    <div style={{ minWidth: 0, maxWidth: '100%' }}>
      <Label as="span">{t('ui.card')}</Label>
      <Skeleton variant="rounded" height={44} />
    </div>
  );
}
