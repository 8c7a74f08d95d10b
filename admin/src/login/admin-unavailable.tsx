/** When the admin's code cannot be fetched after signing in (a dropped connection): what happened, and a retry. */
import { Alert, Box, Button } from '@mui/material';

export function AdminUnavailable() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        The admin could not be loaded. Check your connection and try again.
      </Alert>
    </Box>
  );
}
