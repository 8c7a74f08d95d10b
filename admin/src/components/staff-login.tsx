/** react-admin's login page (after a logout or an ended session): the same card as the first screen, signing in through react-admin. */
import { useLogin } from 'react-admin';
import { LoginCard } from '../login/login-card';

export function StaffLogin() {
  const login = useLogin();
  return <LoginCard signIn={(credentials) => login(credentials)} />;
}
