/**
 * react-admin's light theme in the site's colours. Its own blues fail WCAG AA contrast for white
 * text on the app bar and for blue text on white; navy, teal and a darker red pass.
 * MUI's progress indicators carry no name, so a screen reader announced a nameless progressbar
 * (and axe flagged it) whenever react-admin showed one while a request was under way.
 */
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const staffTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1d2b4a' },
    secondary: { main: '#1f6f6a', contrastText: '#fff' },
    error: { main: '#b3261e' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
