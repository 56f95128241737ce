import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

// The dialog (and its accordion) is downloaded when help is first asked for.
const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

/** The floating help button (signed-in only) and the General Help dialog. */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const t = useT();
  return (
    <>
      <Fab
        color="secondary"
        aria-label={t('help.button')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <Typography component="span" sx={{ fontSize: 24, fontWeight: 700 }} aria-hidden="true">
          ?
        </Typography>
      </Fab>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
