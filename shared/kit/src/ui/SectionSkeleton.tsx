import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PRERENDER_TAB } from '../config/prerender';

/**
 * A section's skeleton while it loads, busy and named (`label`: 'Loading Balance'): the shell's slot draws it for any
 * section, and a section's release draws the same below what its drawing shows first (remote-balance's Balance tab), so
 * one gives way to the other without a change. Its mark (PRERENDER_TAB.skeleton) is where a drawn tab's drawing goes.
 */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label} role="status" {...{ [PRERENDER_TAB.skeleton]: '' }}>
      <Skeleton variant="text" width="40%" height={40} />
      <Skeleton variant="rectangular" height={120} />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}
