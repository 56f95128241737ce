import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { intlLocale, useLocale } from '@portal/contract';
import { useSharedT, st } from '../i18n';
import { asOfParts } from './asOfParts';
import { AS_OF_FORMS_ATTR, AS_OF_TIME, AS_OF_DATE, type AsOfForms } from '../ui/balanceMarks';

export { asOfParts };

/**
 * Says that what is shown is the last known data, and when it was read ('Last known, as of 10:42 a.m.'). Shown
 * while the data is the kept one; the fresh answer replaces both.
 */
export function AsOf({ at, id }: { at: number; id?: string }) {
  const t = useSharedT();
  const { locale } = useLocale();
  const { time, date } = asOfParts(at, intlLocale(locale));
  return <AsOfLine id={id}>{date ? t('lastKnown.asOfDay', { date, time }) : t('lastKnown.asOf', { time })}</AsOfLine>;
}

function AsOfLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="last-known">
      {children}
    </Typography>
  );
}

/**
 * AsOf with an empty place for its text, drawn by the shell's build into a drawn Balance tab beside the tiles'
 * template (BalanceSummaryTemplate), for its entry to say when the last known balance it draws was read before the app
 * has started (drawnBalance.ts): the same element and styles as AsOf's. The place carries both texts of the current
 * language, with AS_OF_TIME and AS_OF_DATE where the time and the date go.
 */
export function AsOfTemplate() {
  const forms: AsOfForms = {
    today: st('lastKnown.asOf', { time: AS_OF_TIME }),
    day: st('lastKnown.asOfDay', { date: AS_OF_DATE, time: AS_OF_TIME }),
  };
  return (
    <AsOfLine>
      <span {...{ [AS_OF_FORMS_ATTR]: JSON.stringify(forms) }} />
    </AsOfLine>
  );
}
