// Body of a legal page: the effective date and version, then the document as rich text (titled parts
// with their paragraphs, bullet lists and links). Staff edit all three in 页面管理; the server fills the
// published ones in (pb_hooks/lib/pages/content-markup.js), the body as the article sanitiser keeps it.
// The build's document (content/legal.ts), written here as that same HTML, is the default a fresh
// install's records start from (content/content-seed.ts), its retention token kept there for the server to fill
// and shown here as the default period.
import { css } from '@emotion/react'
import contentFormat from '@shared/content-format.js'
import escaping from '@shared/escape-html.js'
import privacy from '@shared/privacy.json' with { type: 'json' }
import privacyText from '@shared/privacy.js'
import type { LegalDocument as LegalDocumentContent } from '../content/legal'
import { colors, layout, media } from '../theme'
import { legalSlots } from '../content/content-slots'

const wrapper = css({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `48px ${layout.gutter} 72px`,
  color: colors.text,
  fontSize: '16px',
  lineHeight: 1.8,
  overflowWrap: 'break-word',
  [media.narrow]: { padding: `32px ${layout.gutter} 56px`, fontSize: '15px' },
})

const date = css({
  color: colors.muted,
  fontSize: '14px',
  paddingBottom: '16px',
  borderBottom: `1px solid ${colors.line}`,
})

// The body is HTML (the editor's elements): styled by element, as each part looked when it was components.
const list = {
  margin: '0 0 12px',
  paddingLeft: '1.5em',
  '& > li': { marginBottom: '6px' },
  '& > li::marker': { color: colors.brand },
}
const prose = css({
  '& h2, & h3, & h4': { color: colors.ink, lineHeight: 1.4, fontWeight: 700, margin: '36px 0 12px', [media.narrow]: { marginTop: '28px' } },
  '& h2': { fontSize: '22px', [media.narrow]: { fontSize: '19px' } },
  '& h3': { fontSize: '19px', [media.narrow]: { fontSize: '17px' } },
  '& h4': { fontSize: '17px' },
  '& p, & blockquote, & pre': { margin: '0 0 12px' },
  '& ul': { ...list, listStyle: 'disc' },
  '& ol': { ...list, listStyle: 'decimal' },
  '& blockquote': { paddingLeft: '1em', borderLeft: `3px solid ${colors.line}`, color: colors.muted },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: colors.brand, '&:hover': { color: colors.brandDark } },
})

/**
 * The document's parts as the HTML the article sanitiser keeps unchanged (pb_hooks/lib/shared/news-html.js;
 * a unit test holds them to it), so the page looks the same whether the server fills it or not.
 */
export function legalBodyHtml(content: LegalDocumentContent): string {
  return content.sections
    .map((section) => {
      const parts = [`<h2>${escaping.escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map((text) => `<p>${escaping.escapeHtml(text)}</p>`)]
      if (section.items && section.items.length > 0) parts.push(`<ul>${section.items.map((item) => `<li>${escaping.escapeHtml(item)}</li>`).join('')}</ul>`)
      if (section.links && section.links.length > 0) {
        parts.push(`<ul>${section.links.map((link) => `<li><a href="${escaping.escapeHtml(link.href)}">${escaping.escapeHtml(link.label)}</a></li>`).join('')}</ul>`)
      }
      return parts.join('')
    })
    .join('')
}

interface LegalDocumentProps {
  content: LegalDocumentContent
}

export function LegalDocument({ content }: LegalDocumentProps) {
  return (
    <article css={wrapper}>
      <p css={date}>
        生效日期：<span {...legalSlots.effectiveDate}>{contentFormat.formatDay(content.effectiveDate)}</span>
        {' · '}版本：<span {...legalSlots.version}>{content.version}</span>
      </p>
      <div css={prose} {...legalSlots.body} dangerouslySetInnerHTML={{ __html: privacyText.expandRetention(legalBodyHtml(content), privacy.retentionMonths.default) }} />
    </article>
  )
}
