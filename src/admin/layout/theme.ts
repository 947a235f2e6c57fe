// react-admin's default theme with the Chinese font stack the public site uses.
import { defaultTheme, type RaThemeOptions } from 'react-admin'

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

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  typography: { ...defaultTheme.typography, fontFamily: chineseFontStack },
}
