/**
 * The staff login, drawn with MUI alone: it is the admin's first screen, and react-admin (about
 * 400 KB gzip with its inputs, lists and editors) loads only once someone has signed in. It looks
 * and behaves as react-admin's own login did (its layout, filled inputs with "Required" under an
 * empty one, the password's show/hide button, a spinner while the API answers, the refusal in a
 * red snackbar), with the consultancy's name and mark instead of a bare lock icon.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, Snackbar, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Logo } from '@efe/shared/brand/Logo';

export interface Credentials {
  username: string;
  password: string;
}

const REQUIRED = 'Required';
// react-admin's wording for a form sent with an error, and for a refusal that says nothing.
const FORM_INVALID = 'The form is not valid. Please check for errors';
const REFUSED = 'Authentication failed, please retry';
// An empty helper line keeps each field's height whether or not it shows "Required".
const RESERVED_LINE = '\u200b';

const backdrop = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  alignItems: 'center',
  justifyContent: 'flex-start',
  backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
} as const;

export function LoginCard({ signIn }: { signIn: (credentials: Credentials) => Promise<unknown> }) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [tried, setTried] = useState(false);
  const [visible, setVisible] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const emailInput = inputs.username;
  // The page has one thing to do: the e-mail field has the focus, as on react-admin's login.
  useEffect(() => emailInput.current?.focus(), [emailInput]);

  const missing = (field: keyof Credentials) => tried && values[field] === '';
  const field = (name: keyof Credentials) => ({
    name,
    inputRef: inputs[name],
    value: values[name],
    required: true,
    error: missing(name),
    helperText: missing(name) ? REQUIRED : RESERVED_LINE,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const empty = (['username', 'password'] as const).find((name) => values[name] === '');
    if (empty) {
      // As react-admin's forms do: the first field to fill gets the focus.
      inputs[empty].current?.focus();
      setRefusal(FORM_INVALID);
      return;
    }
    setSending(true);
    setRefusal(null);
    signIn(values)
      .catch((error: unknown) => setRefusal(error instanceof Error && error.message ? error.message : REFUSED))
      .finally(() => setSending(false));
  };

  return (
    <Box sx={backdrop}>
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', mt: 3, display: 'flex', justifyContent: 'center' }}>
          <Avatar className="login-mark" sx={{ bgcolor: 'transparent', width: 64, height: 64, '& svg': { width: 64, height: 64 } }}>
            <Logo />
          </Avatar>
        </Box>
        <Box sx={{ textAlign: 'center', px: 2, pt: 1 }}>
          <Typography component="h1" variant="h6">
            Elite Family Education
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Staff admin: sign in with your e-mail address
          </Typography>
        </Box>
        <form onSubmit={submit} noValidate>
          <CardContent sx={{ width: 300, '&:last-child': { pb: 2 } }}>
            <TextField {...field('username')} label="E-mail" autoComplete="username" />
            <TextField
              {...field('password')}
              label="Password"
              autoComplete="current-password"
              type={visible ? 'text' : 'password'}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible(!visible)} size="small">
                        {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button variant="contained" type="submit" color="primary" disabled={sending} fullWidth sx={{ mt: 2 }}>
              {sending ? <CircularProgress size={19} thickness={3} sx={{ m: 0.3 }} /> : 'Sign in'}
            </Button>
          </CardContent>
        </form>
      </Card>
      <Snackbar
        open={refusal !== null}
        message={refusal}
        autoHideDuration={4000}
        onClose={() => setRefusal(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ content: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } } }}
      />
    </Box>
  );
}
