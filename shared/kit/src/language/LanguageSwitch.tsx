import Button from '@mui/material/Button';
import { INTL_LOCALES, LANGUAGE_NAMES, type Locale } from '@portal/contract';
import { useLocale } from '@portal/contract';
import { PRERENDER_ATTR } from '../config/prerender';

/**
 * The language switch (in the navigation, also on the login and public pages): it offers the other language by
 * its own name, marked with its language so screen readers say it right ('Français' / 'English').
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { locale, setLocale } = useLocale();
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    // Marked: on the shell's prerendered login page, a press works before the app starts (shell/src/prerender).
    <Button
      color={color}
      lang={INTL_LOCALES[other]}
      onClick={() => void setLocale(other)}
      sx={{ minHeight: 44, textTransform: 'none' }}
      {...{ [PRERENDER_ATTR.action]: `locale:${other}` }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
