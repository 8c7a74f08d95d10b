/**
 * react-admin's layout, with "Change password" in the user menu, the leads waiting counted in the
 * menu, and the password form in place of every page while the account still has its one-time password.
 */
import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, Layout, Logout, UserMenu, useUserMenu } from 'react-admin';
import { PasswordForm } from './components/password-form';
import { StaffMenu } from './components/staff-menu';
import { useStaffSession } from './use-staff-session';

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
  const session = useStaffSession();
  // Nothing before the API has said who is logged in: a page opened with a one-time password would
  // only ask for data the API refuses until the password is changed.
  if (!session) return null;
  if (session.must_change_password) return <PasswordForm required />;
  return <>{children}</>;
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={StaffMenu}>
      <OneTimePasswordGate>{children}</OneTimePasswordGate>
    </Layout>
  );
}
