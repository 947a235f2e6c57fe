// The back office's messages in its three languages (the 语言 setting): Simplified Chinese complete and
// without English words; Traditional Chinese and English with exactly the same keys, no empty text, the
// same placeholders per key, and a label for every shared value (form types, statuses, categories...);
// each catalogue the common texts and every resource folder's, each of those in all three languages.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import enums from '@shared/enums.json' with { type: 'json' }
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type PocketBase from 'pocketbase'
import englishMessages from 'ra-language-english'
import { createElement } from 'react'
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import enMessages from '../../src/admin/catalogues/en-US'
import zhMessages from '../../src/admin/catalogues/zh-CN'
import zhTwMessages from '../../src/admin/catalogues/zh-TW'
import { LoginPage } from '../../src/admin/login/login-page'
import { enumTexts } from '../../src/admin/providers/enum-labels'
import { adminLocales, createI18nProvider, mergeMessages, type AdminLocale } from '../../src/admin/providers/i18n'
import { useApplyLanguage, useSiteLanguage } from '../../src/admin/providers/site-preferences'

type Tree = { [key: string]: string | Tree }

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)))
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** The `%{name}` placeholders of a text, each once, sorted (plural forms of one text share them). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort()
}

const zh = zhMessages as unknown as Tree
const others = { 'zh-TW': zhTwMessages as unknown as Tree, 'en-US': enMessages as unknown as Tree }
const zhKeys = leafKeys(zh)

describe('back office messages in Simplified Chinese', () => {
  it('translate every key of react-admin itself', () => {
    const missing = leafKeys(englishMessages as unknown as Tree).filter((key) => typeof lookup(zh, key) !== 'string')
    expect(missing).toEqual([])
  })

  it('translate every literal key the screens use', () => {
    const used = new Set<string>()
    for (const file of sourceFiles(join(process.cwd(), 'src', 'admin'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]((?:app|ra|resources)\.[A-Za-z0-9_.-]+[A-Za-z0-9_])['"`]/g)) used.add(match[1])
    }
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((key) => typeof lookup(zh, key) !== 'string')).toEqual([])
  })

  it('contain no English words in their texts', () => {
    // UTM, IP, SMTP, ISV, HTML, ICP, PDF, PocketBase, Webhook... are names staff know by these letters; Logo is the spec's own field name;
    // AppID (开发者ID), AppSecret, JS-SDK, jsapi_ticket and token are the labels WeChat's and Baidu's own consoles show, SITE_URL the operator's variable.
    const allowed = /^(UTM|IP|SMTP|ISV|HTML|AI|CSV|csv|JSON|Excel|xlsx|ICP|JavaScript|Logo|PocketBase|SQLite|TLS|HTTP|JPG|PNG|WebP|GIF|MB|PDF|Webhook|AppID|ID|AppSecret|JS|SDK|API|jsapi|ticket|token|SITE|URL)$/
    const english = zhKeys
      // Each language is named in itself in the language list (English is "English").
      .filter((key) => !key.startsWith('app.enums.languages.'))
      .map((key) => [key, String(lookup(zh, key))] as const)
      .filter(([, text]) => (text.replace(/%\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).some((word) => !allowed.test(word)))
    expect(english).toEqual([])
  })
})

describe.each(Object.entries(others))('back office messages in %s', (_locale, messages) => {
  const keys = leafKeys(messages)

  it('have every key of the Simplified Chinese messages', () => {
    expect(zhKeys.filter((key) => typeof lookup(messages, key) !== 'string')).toEqual([])
  })

  it('have no key the Simplified Chinese messages lack', () => {
    expect(keys.filter((key) => typeof lookup(zh, key) !== 'string')).toEqual([])
  })

  it('have no empty text', () => {
    // react-admin's label of a null boolean is a blank on purpose.
    expect(keys.filter((key) => key !== 'ra.boolean.null' && String(lookup(messages, key)).trim() === '')).toEqual([])
  })

  it('keep the placeholders of each text', () => {
    const differing = zhKeys
      .filter((key) => typeof lookup(messages, key) === 'string')
      .filter((key) => placeholders(String(lookup(zh, key))).join() !== placeholders(String(lookup(messages, key))).join())
    expect(differing).toEqual([])
  })

})

describe.each(Object.entries({ 'zh-CN': zh, ...others }))('back office messages in %s', (_locale, messages) => {
  it('label every shared value: form types, statuses, categories, pages, actions, languages, courses', () => {
    const { timezones: _zoneIds, ...groups } = enums
    const expected = [
      ...Object.entries(groups).flatMap(([group, labels]) => Object.keys(labels).map((value) => `app.enums.${group}.${value}`)),
      ...Object.keys(intakeRules.statuses).map((value) => `app.enums.intakeStatuses.${value}`),
      ...intakeRules.courseIds.map((id) => `app.enums.courses.${id}`),
      'app.enums.mailKinds.team_notification',
      'app.enums.mailKinds.auto_reply',
      'app.enums.sitePages.home',
      'app.enums.sitePages.guanghe_apply',
    ]
    expect(expected.length).toBeGreaterThan(30)
    expect(expected.filter((key) => typeof lookup(messages, key) !== 'string' || String(lookup(messages, key)).trim() === '')).toEqual([])
  })
})

// Every messages module of the back office: the common texts and each resource folder's, by path.
const messageFiles = import.meta.glob<Tree>(['../../src/admin/providers/messages/*.ts', '../../src/admin/resources/*/messages/*.ts'], {
  eager: true,
  import: 'default',
})
const locales: AdminLocale[] = ['zh-CN', 'zh-TW', 'en-US']
const catalogueOf: Record<AdminLocale, Tree> = { 'zh-CN': zh, ...others }
const folders = [...new Set(Object.keys(messageFiles).map((path) => path.replace(/\/[^/]+\.ts$/, '')))]

describe('the texts of the common part and of each resource folder', () => {
  it('come in exactly the three languages, from the common part and every resource folder', () => {
    expect(folders.map((folder) => folder.replace(/^.*src\/admin\//, '')).sort()).toEqual([
      'providers/messages',
      ...readdirSync(join(process.cwd(), 'src', 'admin', 'resources')).map((name) => `resources/${name}/messages`),
    ].sort())
    for (const folder of folders) expect(Object.keys(messageFiles).filter((path) => path.startsWith(`${folder}/`)).sort()).toEqual(locales.map((locale) => `${folder}/${locale}.ts`).sort())
  })

  it.each(folders.map((folder) => [folder.replace(/^.*src\/admin\//, ''), folder]))('have the same keys in all three languages: %s', (_name, folder) => {
    const [first, ...rest] = locales.map((locale) => leafKeys(messageFiles[`${folder}/${locale}.ts`]).sort())
    for (const keys of rest) expect(keys).toEqual(first)
  })

  it.each(locales)('are all in the %s catalogue, word for word', (locale) => {
    for (const folder of folders) {
      const part = messageFiles[`${folder}/${locale}.ts`]
      const differing = leafKeys(part).filter((key) => lookup(catalogueOf[locale], key) !== lookup(part, key))
      expect(differing, folder).toEqual([])
    }
  })
})

describe('catalogue assembly', () => {
  it('refuses a key two parts both give', () => {
    expect(() => mergeMessages(englishMessages, { app: { title: 'a' } }, { app: { title: 'b' } })).toThrow('app.title is given twice')
    expect(() => mergeMessages(englishMessages, { ra: { action: 'flat' } })).toThrow('ra.action is given twice')
  })

  it('labels an enum group in any language only with a label for each of its values', () => {
    const groups = { mailKinds: { team_notification: '团队通知', auto_reply: '访客自动回复' } }
    expect(enumTexts(groups, { mailKinds: { auto_reply: 'Auto-reply', team_notification: 'Team' } })).toEqual({
      mailKinds: { team_notification: 'Team', auto_reply: 'Auto-reply' },
    })
    expect(() => enumTexts(groups, { mailKinds: { team_notification: 'Team' } } as never)).toThrow('no label for mailKinds.auto_reply')
    expect(() => enumTexts(groups, { mailKinds: { team_notification: 'Team', auto_reply: ' ' } })).toThrow('no label for mailKinds.auto_reply')
    expect(() => enumTexts(groups, { mailKinds: { team_notification: 'Team', auto_reply: 'A', bounce: 'B' } } as never)).toThrow(
      'a label for unknown mailKinds.bounce',
    )
    expect(() => enumTexts(groups, { mailKinds: groups.mailKinds, courses: {} } as never)).toThrow('labels for unknown group courses')
  })
})

describe('back office messages in Traditional Chinese', () => {
  it('use traditional characters, not simplified ones', () => {
    // Characters that exist only in simplified writing (their traditional forms differ).
    const simplifiedOnly = /[这设录数据发时间请选择项页编辑删户务码邮图览启载传态际认证钮链筛标题签库统计业读写错误长们为没获关闭开话绍]/
    const simplified = leafKeys(zhTwMessages as unknown as Tree)
      .map((key) => [key, String(lookup(zhTwMessages as unknown as Tree, key))] as const)
      .filter(([, text]) => simplifiedOnly.test(text))
    expect(simplified).toEqual([])
  })

  it('use Taiwan wording for the words staff meet most', () => {
    const tw = zhTwMessages as unknown as Tree
    expect(lookup(tw, 'app.login.submit')).toBe('登入')
    expect(lookup(tw, 'resources.settings.name')).toBe('系統設定')
    expect(lookup(tw, 'app.common.noData')).toBe('暫無資料')
  })
})

describe('message catalogues served by the translator', () => {
  it('names the three languages in themselves, from the shared language list', () => {
    expect(adminLocales).toEqual([
      { locale: 'zh-CN', name: '简体中文' },
      { locale: 'zh-TW', name: '繁體中文' },
      { locale: 'en-US', name: 'English' },
    ])
  })

  it('gives Simplified Chinese at once and loads the other two on demand', async () => {
    expect(catalogues['zh-CN']()).toBe(zhMessages)
    const traditional = catalogues['zh-TW']()
    const english = catalogues['en-US']()
    expect(traditional).toBeInstanceOf(Promise)
    expect(english).toBeInstanceOf(Promise)
    expect(await traditional).toBe(zhTwMessages)
    expect(await english).toBe(enMessages)
  })

  it('keeps react-admin English texts under our English ones', () => {
    expect(lookup(enMessages as unknown as Tree, 'ra.action.save')).toBe(englishMessages.ra.action.save)
    expect(lookup(enMessages as unknown as Tree, 'ra.tiptap.bold')).toBe('Bold')
  })
})

const guestAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
}

/** A PocketBase client whose site_settings record holds `language`. */
function serverWithLanguage(language: string) {
  const getOne = vi.fn(async () => ({ language }))
  return { pb: { collection: vi.fn(() => ({ getOne })) } as unknown as PocketBase, getOne }
}

/** What the settings page does after a save: apply the saved 语言 at once. */
function SwitchTo({ language }: { language: string }) {
  const apply = useApplyLanguage()
  return createElement('button', { type: 'button', onClick: () => apply(language) }, 'switch')
}

function BackOffice({ pb, store, switchTo }: { pb: PocketBase; store: ReturnType<typeof memoryStore>; switchTo?: string }) {
  useSiteLanguage(pb, store)
  return createElement(
    AdminContext,
    { i18nProvider: createI18nProvider(catalogues), store, authProvider: guestAuth },
    createElement(LoginPage),
    switchTo ? createElement(SwitchTo, { language: switchTo }) : null,
  )
}

describe('the back office language follows the 语言 setting', () => {
  it('shows the login page in the server language, over what this browser remembered', async () => {
    const store = memoryStore()
    store.setItem('locale', 'zh-TW')
    const { pb, getOne } = serverWithLanguage('en-US')
    render(createElement(BackOffice, { pb, store }))
    expect(await screen.findByText('Back Office Sign-in')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByText('管理後台登入')).not.toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en-US')
    expect(getOne).toHaveBeenCalledWith('sitesettings000', expect.objectContaining({ fields: 'language,timezone,site_name' }))
  })

  it('switches a visible text at once when the settings page applies a new language', async () => {
    const store = memoryStore()
    const { pb } = serverWithLanguage('zh-CN')
    render(createElement(BackOffice, { pb, store, switchTo: 'zh-TW' }))
    expect(await screen.findByText('管理后台登录')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('zh-CN')
    await userEvent.click(screen.getByRole('button', { name: 'switch' }))
    expect(await screen.findByText('管理後台登入')).toBeInTheDocument()
    expect(screen.queryByText('管理后台登录')).not.toBeInTheDocument()
    expect(screen.getByLabelText('使用者名稱')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('zh-TW')
  })

  it('keeps the current language when the setting cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = memoryStore()
    const pb = { collection: () => ({ getOne: async () => Promise.reject(new Error('offline')) }) } as unknown as PocketBase
    render(createElement(BackOffice, { pb, store }))
    expect(await screen.findByText('管理后台登录')).toBeInTheDocument()
    await act(async () => undefined)
    expect(warn).toHaveBeenCalled()
    expect(screen.getByText('管理后台登录')).toBeInTheDocument()
    warn.mockRestore()
  })
})
