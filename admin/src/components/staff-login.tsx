/**
 * The login page with the consultancy's name and mark, instead of react-admin's bare lock icon:
 * staff should see at once that this is their own admin.
 */
import { Box, Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';
import { Logo } from '../../../src/components/layout/Logo';

export function StaffLogin() {
  return (
    <Login avatarIcon={<Box component="span" sx={{ display: 'block', width: 64, height: 64, '& svg': { width: 64, height: 64 } }}><Logo /></Box>} sx={{ '& .RaLogin-avatar': { mt: 3 }, '& .RaLogin-icon': { bgcolor: 'transparent', width: 64, height: 64 } }}>
      <Box sx={{ textAlign: 'center', px: 2, pt: 1 }}>
        <Typography component="h1" variant="h6">
          Elite Family Education
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Staff admin: sign in with your e-mail address
        </Typography>
      </Box>
      <LoginForm />
    </Login>
  );
}
