// react-admin's translator, Simplified Chinese only.
import polyglotI18nProvider from 'ra-i18n-polyglot'
import { zhMessages } from './zh-messages'

export const i18nProvider = polyglotI18nProvider(() => zhMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }])
