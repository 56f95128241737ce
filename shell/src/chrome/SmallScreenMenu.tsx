import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@portal/contract';
import { useT } from '../i18n';

/** The navigation as a menu, for small screens. */
export function SmallScreenMenu({
  anchor,
  name,
  onClose,
  onLogout,
}: {
  anchor: HTMLElement;
  name: string;
  onClose(): void;
  onLogout(): void;
}) {
  const t = useT();
  return (
    <Menu id="main-menu" anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled divider>
        {t('nav.welcome', { name })}
      </MenuItem>
      <MenuItem component={RouterLink} to="/home/balance" onClick={onClose}>
        {t('nav.home')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/home/cards" onClick={onClose}>
        {t('nav.cards')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>
        {t('nav.account')}
      </MenuItem>
      <MenuItem onClick={onLogout}>{t('nav.logout')}</MenuItem>
    </Menu>
  );
}
