import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSharedT } from '../i18n';
import { useOnline } from './online';

/**
 * A section whose actions need the network: without a connection every control in it is disabled (a disabled
 * fieldset: buttons, fields and switches, dialogs included as they cannot be opened), and it says why above them;
 * its content stays readable. With the connection back, everything works again by itself.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const t = useSharedT();
  const reason = useId();
  return (
    <>
      {!online && (
        <Typography id={reason} role="status" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('offline.needsConnection')}
        </Typography>
      )}
      <Box
        component="fieldset"
        disabled={!online}
        aria-describedby={online ? undefined : reason}
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          '&:disabled :is(button, input, select, textarea, [role="button"])': { opacity: 0.6, cursor: 'not-allowed' },
        }}
      >
        {children}
      </Box>
    </>
  );
}
