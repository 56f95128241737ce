import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@portal/shared';

function MenuIcon() {
  return <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor"><path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" /></svg>;
}

/** The header: the portal's name, and when signed in the welcome name, Home, Account and Logout. */
export function NavBar({ showMenu }: { showMenu: boolean }) {
  const auth = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = () => { setAnchor(null); void auth.logout(); };
  return (
    <AppBar position="static" component="header" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>Transit Reloading Portal</Typography>
        {showMenu && (
          <>
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
              <Typography component="p" sx={{ mr: 2 }}>Welcome, {auth.displayName || auth.account?.username}</Typography>
              <Button color="inherit" component={RouterLink} to="/home/balance">Home</Button>
              <Button color="inherit" component={RouterLink} to="/account">Account</Button>
              <Button color="inherit" onClick={logout}>Logout</Button>
            </Box>
            <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
              <IconButton color="inherit" aria-label="Open menu" aria-controls={anchor ? 'main-menu' : undefined} aria-haspopup="true"
                aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
                <MenuIcon />
              </IconButton>
              <Menu id="main-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                <MenuItem disabled divider>Welcome, {auth.displayName || auth.account?.username}</MenuItem>
                <MenuItem component={RouterLink} to="/home/balance" onClick={() => setAnchor(null)}>Home</MenuItem>
                <MenuItem component={RouterLink} to="/account" onClick={() => setAnchor(null)}>Account</MenuItem>
                <MenuItem onClick={logout}>Logout</MenuItem>
              </Menu>
            </Box>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
