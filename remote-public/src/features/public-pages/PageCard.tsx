import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { DrawingForEarlyScript, usePublicPages } from './context';
import { EARLY_ATTR, type EarlyPage } from './early/protocol';

/** The card every public page is shown in: fits a 375-px phone, title first. */
export function PageCard({
  title,
  tone,
  early,
  children,
}: {
  title: string;
  tone?: 'success' | 'error';
  /** The page the early script makes work, when drawn by the build (early/early.ts). */
  early?: EarlyPage;
  children?: ReactNode;
}) {
  const drawing = useContext(DrawingForEarlyScript);
  return (
    <Paper
      component="section"
      {...(drawing && early ? { [EARLY_ATTR.page]: early } : {})}
      aria-labelledby="public-page-title"
      sx={{ maxWidth: 520, mx: 'auto', my: { xs: 2, sm: 4 }, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography
        id="public-page-title"
        component="h1"
        variant="h5"
        gutterBottom
        color={tone === 'error' ? 'error' : tone === 'success' ? 'success.main' : 'text.primary'}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The Login / Back to login button, where the page knows a login address. */
export function LoginButton({ label }: { label: string }) {
  const { loginHref, navigate } = usePublicPages();
  if (!loginHref) return null;
  return (
    <Button
      variant="contained"
      href={loginHref}
      sx={{ mt: 2 }}
      onClick={
        navigate
          ? (e: React.MouseEvent) => {
              e.preventDefault();
              navigate(loginHref);
            }
          : undefined
      }
    >
      {label}
    </Button>
  );
}
