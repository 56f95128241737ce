import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

// The dialog (and its accordion) is downloaded when help is first asked for.
const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

/**
 * The floating help button (signed-in only) and the General Help dialog. Drawn as MUI's Fab is (56 px, the secondary
 * colour, raised), from IconButton: the page has IconButton already (it is shared), where Fab was a file of its own on
 * every signed-in route (1.2 KB gzip).
 */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const t = useT();
  return (
    <>
      <IconButton
        aria-label={t('help.button')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: 'fab',
          width: 56,
          height: 56,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 6,
          // As Fab: darker on hover, and on touch screens (no hover) its own colour again once pressed.
          '&:hover': { bgcolor: 'secondary.dark', '@media (hover: none)': { bgcolor: 'secondary.main' } },
          '&:active': { boxShadow: 12 },
        }}
      >
        <Typography component="span" sx={{ fontSize: 24, fontWeight: 700 }} aria-hidden="true">
          ?
        </Typography>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
