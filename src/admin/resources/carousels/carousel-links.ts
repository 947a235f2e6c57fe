// 按钮链接: the spec's preset pages as a select, plus 自定义链接 for any other address. A stored link
// that is not exactly a preset opens in custom mode.
import links from '@shared/links.js'

/** The spec's preset pages (section 9), labelled as the site names them. */
export const linkPresets = [
  { path: '/', label: '首页' },
  { path: '/products', label: '产品服务' },
  { path: '/products/courses', label: '课程中心' },
  { path: '/products/capabilities', label: '能力资源' },
  { path: '/courses/strategy', label: 'AI 战略班' },
  { path: '/courses/practical', label: 'AI 实战营' },
  { path: '/courses/marketing', label: 'AI 营销工作坊' },
  { path: '/courses/ecosystem', label: 'AI 生态闭门会' },
  { path: '/guanghe', label: '光合行动' },
  // Not in the spec's list: the page's application form, the usual goal of a 光合行动 slide.
  { path: '/guanghe#apply', label: '光合行动 · 申请加入' },
  { path: '/about', label: '关于我们' },
  { path: '/market-activities', label: '市场活动' },
  { path: '/news', label: '新闻动态' },
  { path: '/contact', label: '联系我们' },
] as const

/** The select's value for "no link" (its empty option) and for 自定义链接 (not a path). */
export const NO_LINK = ''
export const CUSTOM_LINK = 'custom'
export const noLinkLabel = '无链接'
export const customLinkLabel = '自定义链接'

export type LinkChoice = (typeof linkPresets)[number]['path'] | typeof NO_LINK | typeof CUSTOM_LINK

/** The select's options after its empty one (无链接): each preset as `label（path）`, then 自定义链接. */
export const linkChoices: Array<{ id: LinkChoice; name: string }> = [
  ...linkPresets.map((preset) => ({ id: preset.path, name: `${preset.label}（${preset.path}）` })),
  { id: CUSTOM_LINK, name: customLinkLabel },
]

/** Which option a stored link opens with: its preset, 无链接 when empty, else 自定义链接. */
export function linkChoiceFor(link: unknown): LinkChoice {
  const text = typeof link === 'string' ? link.trim() : ''
  if (text === '') return NO_LINK
  const preset = linkPresets.find((item) => item.path === text)
  return preset ? preset.path : CUSTOM_LINK
}

/** The link to store for a choice: the preset's path, '' for 无链接, the custom text (trimmed) otherwise. */
export function linkFor(choice: LinkChoice, customLink: unknown): string {
  if (choice === NO_LINK) return ''
  if (choice === CUSTOM_LINK) return typeof customLink === 'string' ? customLink.trim() : ''
  return choice
}

/** A preset page's name among the messages (app.enums.sitePages): its path with / and # as _, home for /. */
function presetSlug(path: string): string {
  return path.replace(/^\//, '').replace(/[/#]/g, '_') || 'home'
}

/** The preset pages' labels by slug: the values of the `sitePages` group every language labels. */
export const presetLabels: Record<string, string> = Object.fromEntries(linkPresets.map((preset) => [presetSlug(preset.path), preset.label]))

/** The message key of a preset page's label in the back office's language. */
export function presetKey(path: string): string {
  return `app.enums.sitePages.${presetSlug(path)}`
}

/** True when `choice` is a preset path. */
export function isPreset(choice: string): boolean {
  return linkPresets.some((item) => item.path === choice)
}

/** Whether a custom link may be stored: the server's own rule (pb_hooks/lib/shared/links.js). */
export const isAllowedLink: (link: unknown) => boolean = links.isAllowedLink
