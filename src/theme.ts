/**
 * The product theme (DESIGN.md §3, spec §9 widths): a calm blue primary on a light grey page,
 * white cards with a hairline border, Chinese-friendly fonts, and the shell's side widths
 * (180 px open, 50 px collapsed).
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Side menu widths of spec §9. */
export const SIDE_WIDTH = 180;
export const SIDE_WIDTH_COLLAPSED = 50;
/** Header height in px; the side menu and the sticky breadcrumb sit below it. */
export const HEADER_HEIGHT = 56;

const fontFamily = '"PingFang SC","Microsoft YaHei","Noto Sans SC",sans-serif';
const border = '1px solid #e4e8ef';

const overrides: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#2563c9', light: '#e8f0fc', dark: '#1a4a9c', contrastText: '#fff' },
    secondary: { main: '#0f8f8a' },
    error: { main: '#d64545' },
    warning: { main: '#e08a1e' },
    success: { main: '#2e9d5b' },
    background: { default: '#f2f4f7', paper: '#ffffff' },
    text: { primary: '#1f2733', secondary: '#5d6778' },
    divider: '#e4e8ef',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily,
    fontSize: 14,
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  sidebar: { width: SIDE_WIDTH, closedWidth: SIDE_WIDTH_COLLAPSED },
  components: {
    MuiCssBaseline: { styleOverrides: { body: { fontFamily } } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: { styleOverrides: { root: { border } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense', fullWidth: true } },
    MuiTableCell: {
      styleOverrides: {
        head: { backgroundColor: '#f6f8fb', color: '#3b4454', fontWeight: 600, whiteSpace: 'nowrap' },
        root: { borderBottom: '1px solid #edf0f5', padding: '10px 12px' },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 34 } } },
  },
};

/** The theme passed to <Admin theme>: react-admin's defaults with the product's look on top. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...overrides,
  // Component overrides merge per component so react-admin's own defaults stay in place.
  components: { ...defaultTheme.components, ...overrides.components },
};
