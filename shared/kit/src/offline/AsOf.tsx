import Typography from '@mui/material/Typography';
import { intlLocale, useLocale } from '@portal/contract';
import { useSharedT } from '../i18n';

/** '10:42 a.m.' today, 'Nov. 20, 10:42 a.m.' before: when last known data was read, in the page's language. */
export function asOfParts(at: number, locale: string, now = Date.now()): { time: string; date: string | null } {
  const when = new Date(at);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(when);
  const sameDay = new Date(now).toDateString() === when.toDateString();
  return { time, date: sameDay ? null : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(when) };
}

/**
 * Says that what is shown is the last known data, and when it was read ('Last known, as of 10:42 a.m.'). Shown
 * while the data is the kept one; the fresh answer replaces both.
 */
export function AsOf({ at, id }: { at: number; id?: string }) {
  const t = useSharedT();
  const { locale } = useLocale();
  const { time, date } = asOfParts(at, intlLocale(locale));
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="last-known">
      {date ? t('lastKnown.asOfDay', { date, time }) : t('lastKnown.asOf', { time })}
    </Typography>
  );
}
