// The back office follows the server's settings for everyone: 语言 (site_settings.language), 时区
// (the zone staff times are shown in) and 网站名称 (in the browser tab's title and on the login card).
// react-admin keeps its locale in its store (localStorage); here that value is only a cache of the
// server's: at every start, login page included, the settings are read and win, and <html lang> follows.
import records from '@shared/records.json' with { type: 'json' }
import routes from '@shared/routes.json' with { type: 'json' }
import type PocketBase from 'pocketbase'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { localStorageStore, useLocaleState, type Store } from 'react-admin'
import { setStaffTimeZone } from '../format/staff-time'
import { defaultLocale, isAdminLocale, type AdminLocale } from './i18n'

/** The back office's store (react-admin's default kind), shared so the language can be applied before any screen mounts. */
export const adminStore: Store = localStorageStore()

const LOCALE_KEY = 'locale'

function setDocumentLanguage(locale: AdminLocale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The page shell's <title> is `管理后台 | <site name at build time>`; the part before the bar stays. */
const TITLE_SEPARATOR = ' | '
const shellTitle = typeof document !== 'undefined' ? document.title.split(TITLE_SEPARATOR)[0] : ''

/** 网站名称 as last read from the server (the build's name until then), for the screens that show it. */
let currentSiteName: string = routes.siteName
const siteNameListeners = new Set<() => void>()

function subscribeSiteName(listener: () => void): () => void {
  siteNameListeners.add(listener)
  return () => siteNameListeners.delete(listener)
}

/** 网站名称 (the login card and its ©): the build's name until the settings are read, then the server's. */
export function useSiteName(): string {
  return useSyncExternalStore(subscribeSiteName, () => currentSiteName)
}

/** The settings besides the language that shape the back office: its time zone and the site's name. */
export function applySiteDetails({ timezone, site_name }: Record<string, unknown>): void {
  if (typeof timezone === 'string' && timezone !== '') setStaffTimeZone(timezone)
  if (typeof site_name === 'string' && site_name.trim() !== '') {
    if (typeof document !== 'undefined') document.title = shellTitle ? `${shellTitle}${TITLE_SEPARATOR}${site_name}` : site_name
    if (site_name !== currentSiteName) {
      currentSiteName = site_name
      siteNameListeners.forEach((listener) => listener())
    }
  }
}

/** The 语言 setting, or null when the record holds no known language; the zone and name are applied on the way. */
export async function fetchSiteLanguage(pb: PocketBase): Promise<AdminLocale | null> {
  const record = await pb.collection('site_settings').getOne(records.siteSettingsId, { fields: 'language,timezone,site_name', requestKey: null })
  applySiteDetails(record)
  return isAdminLocale(record.language) ? record.language : null
}

/** Makes `language` the back office's language (react-admin re-renders in it); an unknown value changes nothing. */
export function applyLanguage(store: Store, language: unknown): void {
  if (!isAdminLocale(language)) return
  if (store.getItem(LOCALE_KEY) !== language) store.setItem(LOCALE_KEY, language)
  setDocumentLanguage(language)
}

/**
 * From the admin's start: <html lang> tracks the locale, and the server's setting replaces whatever this
 * browser remembered. A failed read keeps the current language (the screens still work).
 */
export function useSiteLanguage(pb: PocketBase, store: Store = adminStore): void {
  useEffect(() => {
    const current = store.getItem<string>(LOCALE_KEY)
    setDocumentLanguage(isAdminLocale(current) ? current : defaultLocale)
    const unsubscribe = store.subscribe(LOCALE_KEY, (value: unknown) => {
      if (isAdminLocale(value)) setDocumentLanguage(value)
    })
    let active = true
    fetchSiteLanguage(pb)
      .then((language) => {
        if (active && language) applyLanguage(store, language)
      })
      .catch((error: unknown) => console.warn('Could not read the back office language setting', error))
    return () => {
      active = false
      unsubscribe()
    }
  }, [pb, store])
}

/** For the settings page: `(language) => void` applying a just-saved 语言 at once. */
export function useApplyLanguage(): (language: string) => void {
  const [, setLocale] = useLocaleState()
  return useCallback(
    (language: string) => {
      if (!isAdminLocale(language)) return
      setLocale(language)
      setDocumentLanguage(language)
    },
    [setLocale],
  )
}
