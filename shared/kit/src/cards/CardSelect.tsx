import { styled } from '@mui/material/styles';
import { cardKey, cardLabel } from '../domain/cards';
import type { Card } from '@portal/contract';
import { useSharedT } from '../i18n';

// A native select: light, and the phone's own picker on small screens.
const Select = styled('select')(({ theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.pxToRem(16),
  padding: '8px 36px 8px 12px',
  minHeight: 44,
  maxWidth: '100%',
  minWidth: 0,
  border: '1px solid #6b7280',
  borderRadius: theme.shape.borderRadius,
  background: '#fff',
  color: theme.palette.text.primary,
  appearance: 'none',
  cursor: 'pointer',
  backgroundImage: 'linear-gradient(45deg, transparent 50%, #374151 50%), linear-gradient(135deg, #374151 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 12px) 50%',
  backgroundSize: '6px 6px',
  backgroundRepeat: 'no-repeat',
  '&:focus-visible': { outline: '3px solid #f5a300', outlineOffset: 2 },
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
