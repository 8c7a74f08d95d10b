/**
 * react-admin's light theme in the site's colours. Its own blues fail WCAG AA contrast for white
 * text on the app bar and for blue text on white; navy, teal and a darker red pass.
 * MUI's progress indicators carry no name, so a screen reader announced a nameless progressbar
 * (and axe flagged it) whenever react-admin showed one while a request was under way.
 * Small MUI buttons (used where react-admin's would show an icon alone on a phone) take
 * react-admin's line height, or they stand 3 px taller than the buttons beside them. On a phone
 * react-admin's toolbar buttons are icons, taller than a labelled button: centred, not bottom-aligned,
 * so a row of both reads as one line. A toolbar's buttons wrap onto a second line where they do not
 * fit (an application's five on a phone were 541 px wide: the page scrolled sideways and Download
 * CV, List and Delete were off the screen).
 * A record's page fits the screen whatever its values: an address or a word longer than the line
 * breaks anywhere (an 84-character e-mail or a quote without spaces made an application's page
 * over 1,700 px wide on a phone), and a title too long for the app bar ends in an ellipsis
 * (react-admin's inline-block wrapper inside the title cut it off without one).
 * The menu is wide enough for "Contact messages" with its count of leads waiting (react-admin's
 * 240 px cut the label and half the count).
 * Staff whose system asks for less motion get none: MUI's fades and grows become instant. Its
 * spinners still turn (they are animations, not transitions). Read once, when the admin loads.
 */
import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const asksForLessMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const staffTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...(asksForLessMotion ? { transitions: { create: () => 'none' } } : {}),
  sidebar: { width: 272, closedWidth: 50 },
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
    MuiButton: { styleOverrides: { sizeSmall: { lineHeight: 1.5 } } },
    RaTopToolbar: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ flexWrap: 'wrap', [theme.breakpoints.down('sm')]: { alignItems: 'center' } }) } },
    RaShow: { styleOverrides: { root: { '& .RaShow-card': { minWidth: 0 } } } },
    RaSimpleShowLayout: { styleOverrides: { root: { minWidth: 0, overflowWrap: 'anywhere' } } },
    RaAppBar: { styleOverrides: { root: { '& #react-admin-title > *': { display: 'inline' } } } },
  },
};
