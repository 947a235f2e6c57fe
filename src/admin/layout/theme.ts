// react-admin's default theme with the Chinese font stack the public site uses, MUI's own texts in Chinese,
// colours dark enough for white text (WCAG AA, 4.5:1) on the header, buttons and status chips, and on phones
// every button at least a finger's size (the header's icons were 25 px, the desk's buttons 31 px tall).
import { zhCN } from '@mui/material/locale'
import { defaultTheme, type RaThemeOptions } from 'react-admin'
import { phoneBreakpointPx, sidebarDockedPx, TOUCH_TARGET_PX } from './phone-width'

const chineseFontStack = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ')

/** A media query for phones (below the `sm` breakpoint). */
const phoneOnly = `@media (max-width: ${phoneBreakpointPx - 0.05}px)`

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  // `sm` is the spec's phone width: react-admin's drawer and our card lists switch there.
  breakpoints: { values: { xs: 0, sm: phoneBreakpointPx, md: sidebarDockedPx, lg: 1200, xl: 1536 } },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4ed8' },
    secondary: { main: '#1e3a8a' },
    success: { main: '#15803d' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    error: { main: '#b91c1c' },
  },
  typography: { ...defaultTheme.typography, fontFamily: chineseFontStack },
  components: {
    ...defaultTheme.components,
    // MUI's own texts (pagination buttons on phones, close buttons, ...) in Chinese too.
    ...zhCN.components,
    // Below the phone width a button, an icon button and a toggle are at least TOUCH_TARGET_PX each way.
    MuiButton: { styleOverrides: { root: { [phoneOnly]: { minHeight: TOUCH_TARGET_PX } } } },
    MuiIconButton: { styleOverrides: { root: { [phoneOnly]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } } },
    MuiToggleButton: { styleOverrides: { root: { [phoneOnly]: { minHeight: TOUCH_TARGET_PX } } } },
    MuiPagination: {
      defaultProps: {
        ...zhCN.components?.MuiPagination?.defaultProps,
        // MUI names the pager's <nav> "pagination navigation" and its locales leave that out.
        'aria-label': '分页导航',
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // react-admin's row and page checkboxes put their aria-label on MUI's wrapper <span>, where ARIA
        // forbids it, and leave the <input> unnamed: the name moves to the input screen readers focus.
        slotProps: {
          root: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] as string } : {}),
        },
      },
    },
  },
}
