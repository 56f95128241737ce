import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { fareCapBars } from '@portal/kit';
import { useT } from '../i18n';

type Bar = ReturnType<typeof fareCapBars>[number];

/**
 * One fare cap's line: its name, its use ('3 of 3') and a determinate bar named by that name and read as the use (a
 * styled track and fill, no animation: lighter than MUI's LinearProgress). The Balance tab's caps and the cards
 * overview's tiles draw the same line, `compact` in a tile; `id` must be unique in the page.
 */
export function CapBar({ bar, id, compact = false }: { bar: Bar; id: string; compact?: boolean }) {
  const t = useT();
  const usage = t('fareCaps.usage', { used: bar.used, cap: bar.cap });
  const height = compact ? 8 : 10;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={id} variant="body2">
          {bar.label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {usage}
        </Typography>
      </Box>
      <Box
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar.percent}
        aria-labelledby={id}
        aria-valuetext={bar.reached ? t('fareCaps.usageReached', { used: bar.used, cap: bar.cap }) : usage}
        sx={{
          height,
          borderRadius: height / 2,
          mt: compact ? 0.25 : 0.5,
          bgcolor: '#dfe5ec',
          border: '1px solid #6b7280',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ height: '100%', width: `${bar.percent}%`, bgcolor: bar.reached ? 'success.main' : 'primary.main' }} />
      </Box>
    </>
  );
}
