/** While the session is asked and the admin's code arrives: a named spinner, centred. */
import { Box, CircularProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading the admin" />
    </Box>
  );
}
