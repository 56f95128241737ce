import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { InfoIcon } from '../../ui/icons';

/**
 * An explanation behind an info button (a toggletip): it opens on click, Enter or Space, stays while the pointer
 * or focus moves to it, and closes on Escape, on a second press or on a click elsewhere (WCAG 1.4.13). The text is
 * in a live region, so it is read when it opens. Lighter than MUI's Tooltip, which brings Popper with it.
 */
export function Toggletip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <Box component="span" ref={root} sx={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        size="small"
        sx={{ color: 'primary.main' }}
      >
        <InfoIcon fontSize="small" />
      </IconButton>
      <Box
        component="span"
        id={id}
        role="status"
        sx={
          open
            ? {
                position: 'absolute',
                top: '100%',
                left: { xs: -120, sm: 0 },
                zIndex: 10,
                mt: 0.5,
                width: { xs: 280, sm: 340 },
                p: 1.5,
                borderRadius: 1,
                bgcolor: '#1f2933',
                color: '#fff',
                fontSize: 14,
                lineHeight: 1.45,
                boxShadow: 3,
                display: 'block',
              }
            : { display: 'none' }
        }
      >
        {open && children}
      </Box>
    </Box>
  );
}
