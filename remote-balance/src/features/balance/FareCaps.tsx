import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fareCapBars } from '@portal/kit';
import type { FareCaps as Caps } from '@portal/contract';
import { useT } from '../../i18n';
import { CapBar } from '../../ui/CapBar';

/** Fare-cap progress for rides, cash and paid trips, by day and month; a banner when a cap is reached (spec 2). */
export function FareCaps({ caps }: { caps: Caps }) {
  const t = useT();
  const bars = fareCapBars(caps);
  if (bars.length === 0) return null;
  const reached = bars.filter((b) => b.reached);
  return (
    <Box component="section" aria-labelledby="fare-caps-title" sx={{ mb: 3 }}>
      <Typography id="fare-caps-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('fareCaps.title')}
      </Typography>
      {reached.length > 0 && (
        // A status, not an alert: it is there when the page opens, and does not interrupt.
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <AlertTitle>{t('fareCaps.reached')}</AlertTitle>
          {reached.map((b) => t('fareCaps.item', { label: b.label, used: b.used, cap: b.cap })).join('; ')}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}
      >
        {bars.map((b) => (
          <li key={b.key}>
            <CapBar bar={b} id={`cap-${b.key}`} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
