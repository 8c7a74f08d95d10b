/**
 * react-admin's layout, with "Change password" in the user menu, and the password form in place
 * of every page while the account still has its one-time password.
 */
import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, Layout, Logout, UserMenu, useUserMenu } from 'react-admin';
import { currentSession } from './auth-provider';
import { PasswordForm } from './components/password-form';

const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(props, ref) {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem ref={ref} component={Link} to="/password" onClick={onClose} {...props}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>
  );
});

function StaffAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ChangePasswordItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

function OneTimePasswordGate({ children }: { children: ReactNode }) {
  const [mustChange, setMustChange] = useState(false);
  useEffect(() => {
    void currentSession().then((session) => setMustChange(Boolean(session?.must_change_password)));
  }, []);
  if (mustChange) return <PasswordForm required onChanged={() => window.location.reload()} />;
  return <>{children}</>;
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar}>
      <OneTimePasswordGate>{children}</OneTimePasswordGate>
    </Layout>
  );
}
