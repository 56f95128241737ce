import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@portal/contract';
import { FRAME_PATHS } from '@portal/host/sections';
import { useNavLinks } from './SignedInMenu';
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
  const links = useNavLinks();
  return (
    <Menu id="main-menu" anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled divider>
        {t('nav.welcome', { name })}
      </MenuItem>
      <MenuItem component={RouterLink} to={FRAME_PATHS.home} onClick={onClose}>
        {t('nav.home')}
      </MenuItem>
      {links.map(({ to, label }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
      <MenuItem component={RouterLink} to={FRAME_PATHS.account} onClick={onClose}>
        {t('nav.account')}
      </MenuItem>
      <MenuItem onClick={onLogout}>{t('nav.logout')}</MenuItem>
    </Menu>
  );
}
