/**
 * The admin's entry: the session is asked first; a visitor who is not signed in gets the light
 * login (MUI only), and react-admin with every resource loads once someone is signed in.
 */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { authProvider, currentSession } from './auth-provider';
import { LoginCard } from './login/login-card';
import { AdminUnavailable } from './login/admin-unavailable';
import { PageLoading } from './login/page-loading';
import { staffTheme } from './theme';

// Without its code the admin cannot work: say so, with a way to try again, rather than a blank page.
const App = lazy(() => import('./App').catch(() => ({ default: AdminUnavailable })));
const theme = createTheme(staffTheme);

function AdminEntry() {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    void currentSession().then((session) => setSignedIn(session !== null));
  }, []);

  if (signedIn === null) return <PageLoading />;
  if (!signedIn) return <LoginCard signIn={(credentials) => authProvider.login(credentials).then(() => setSignedIn(true))} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <App />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('admin/index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AdminEntry />
    </ThemeProvider>
  </StrictMode>,
);
