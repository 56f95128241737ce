import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@portal/shared';

/** The navigation as a menu, for small screens. */
export function SmallScreenMenu({ anchor, name, onClose, onLogout }: { anchor: HTMLElement; name: string; onClose(): void; onLogout(): void }) {
  return (
    <Menu id="main-menu" anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled divider>Welcome, {name}</MenuItem>
      <MenuItem component={RouterLink} to="/home/balance" onClick={onClose}>Home</MenuItem>
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>Account</MenuItem>
      <MenuItem onClick={onLogout}>Logout</MenuItem>
    </Menu>
  );
}
