// The back office's catalogue of each language, for the translator (providers/i18n.ts): Simplified Chinese
// built in, Traditional Chinese and English each a chunk of its own, loaded when the 语言 setting chooses it.
import type { Catalogues } from '../providers/i18n'
import zhCN from './zh-CN'

export const catalogues: Catalogues = {
  'zh-CN': () => zhCN,
  'zh-TW': () => import('./zh-TW').then((module) => module.default),
  'en-US': () => import('./en-US').then((module) => module.default),
}
