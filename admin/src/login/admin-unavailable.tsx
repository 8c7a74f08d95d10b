/**
 * When code cannot be fetched (a dropped connection): what happened, and a retry. The whole
 * admin after signing in fills the screen; one page of it (an editor) stays in the admin's layout.
 */
import { Alert, Box, Button } from '@mui/material';

export function AdminUnavailable({ part = 'admin' }: { part?: 'admin' | 'page' }) {
  const whole = part === 'admin';
  return (
    <Box sx={{ display: 'flex', minHeight: whole ? '100vh' : undefined, alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        {whole ? 'The admin could not be loaded.' : 'This page could not be loaded.'} Check your connection and try again.
      </Alert>
    </Box>
  );
}
