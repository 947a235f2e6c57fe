// react-admin's translator in the back office's three languages, chosen by the 语言 setting
// (providers/site-preferences.ts), and how a language's catalogue is put together: the common texts
// (providers/messages/) merged with each resource's own (resources/<name>/messages/), in src/admin/catalogues/.
import enums from '@shared/enums.json' with { type: 'json' }
import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { TranslationMessages } from 'react-admin'

export type AdminLocale = keyof typeof enums.languages

export const defaultLocale: AdminLocale = 'zh-CN'

/** Each language named in itself (简体中文 / 繁體中文 / English), as the 语言 setting lists them. */
export const adminLocales = (Object.entries(enums.languages) as Array<[AdminLocale, string]>).map(([locale, name]) => ({ locale, name }))

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && Object.hasOwn(enums.languages, value)
}

/** Texts by key, nested as react-admin looks them up (`app.settings.save`). */
export interface MessageTree {
  [key: string]: string | MessageTree
}

/** The keys of `T`, each holding a text: the shape another language's file gives the texts of a Simplified Chinese one. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

function mergeInto(target: MessageTree, part: MessageTree, path: string) {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key]
    if (existing === undefined) target[key] = typeof value === 'string' ? value : mergeInto({}, value, `${path}${key}.`)
    else if (typeof existing !== 'string' && typeof value !== 'string') mergeInto(existing, value, `${path}${key}.`)
    else throw new Error(`Messages: ${path}${key} is given twice`)
  }
  return target
}

/** One language's catalogue: the common texts with each resource's merged in; a key two of them give throws. */
export function mergeMessages(common: TranslationMessages, ...parts: MessageTree[]): TranslationMessages {
  return [common as unknown as MessageTree, ...parts].reduce<MessageTree>((catalogue, part) => mergeInto(catalogue, part, ''), {}) as unknown as TranslationMessages
}

/** Each language's catalogue: Simplified Chinese at hand (the first screen needs it), the others loaded when chosen. */
export type Catalogues = Record<AdminLocale, () => TranslationMessages | Promise<TranslationMessages>>

/** A translator over the catalogues, starting in Simplified Chinese (one per app; tests make their own). */
export function createI18nProvider(catalogues: Catalogues) {
  return polyglotI18nProvider((locale) => catalogues[isAdminLocale(locale) ? locale : defaultLocale](), defaultLocale, adminLocales)
}
