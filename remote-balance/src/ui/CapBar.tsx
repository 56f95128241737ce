import Box from '@mui/material/Box';

/**
 * A fare cap's use as a determinate bar, labelled by the element `labelledBy` and read as `valueText`: a styled track
 * and fill, which needs no animation (lighter than MUI's LinearProgress). The Balance tab's caps and the cards
 * overview's tiles draw the same bar, `compact` in a tile.
 */
export function CapBar({
  percent,
  reached,
  labelledBy,
  valueText,
  compact = false,
}: {
  percent: number;
  reached: boolean;
  labelledBy: string;
  valueText: string;
  compact?: boolean;
}) {
  const height = compact ? 8 : 10;
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-labelledby={labelledBy}
      aria-valuetext={valueText}
      sx={{
        height,
        borderRadius: height / 2,
        mt: compact ? 0.25 : 0.5,
        bgcolor: '#dfe5ec',
        border: '1px solid #6b7280',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: reached ? 'success.main' : 'primary.main' }} />
    </Box>
  );
}
