// react-admin's translator in the back office's three languages, chosen by the 语言 setting
// (providers/site-preferences.ts). Simplified Chinese is built in; the others load only when chosen.
import enums from '@shared/enums.json' with { type: 'json' }
import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { TranslationMessages } from 'react-admin'
import { zhMessages } from './zh-messages'

export type AdminLocale = keyof typeof enums.languages

export const defaultLocale: AdminLocale = 'zh-CN'

/** Each language named in itself (简体中文 / 繁體中文 / English), as the 语言 setting lists them. */
export const adminLocales = (Object.entries(enums.languages) as Array<[AdminLocale, string]>).map(([locale, name]) => ({ locale, name }))

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && Object.hasOwn(enums.languages, value)
}

/** The message catalogue of a language; Traditional Chinese and English as separate chunks. */
export function loadMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (locale === 'zh-TW') return import('./zh-tw-messages').then((module) => module.zhTwMessages)
  if (locale === 'en-US') return import('./en-messages').then((module) => module.enMessages)
  return zhMessages
}

/** A translator starting in Simplified Chinese (one per app; tests make their own). */
export function createI18nProvider() {
  return polyglotI18nProvider(loadMessages, defaultLocale, adminLocales)
}

export const i18nProvider = createI18nProvider()
