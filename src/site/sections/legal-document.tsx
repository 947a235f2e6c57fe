// Body of a legal page: the effective date, then one titled section per part of the document,
// each with its paragraphs, bullet list and links.
import { css } from '@emotion/react'
import type { LegalDocument as LegalDocumentContent } from '../content/legal'
import { colors, layout, media } from '../theme'

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

const part = css({
  marginTop: '36px',
  [media.narrow]: { marginTop: '28px' },
})

const heading = css({
  color: colors.ink,
  fontSize: '22px',
  lineHeight: 1.4,
  fontWeight: 700,
  marginBottom: '12px',
  [media.narrow]: { fontSize: '19px' },
})

const paragraph = css({
  margin: '0 0 12px',
})

const list = css({
  margin: '0 0 12px',
  paddingLeft: '1.5em',
  listStyle: 'disc',
  '& > li': { marginBottom: '6px' },
  '& > li::marker': { color: colors.brand },
})

const anchor = css({ color: colors.brand, '&:hover': { color: colors.brandDark } })

interface LegalDocumentProps {
  content: LegalDocumentContent
}

export function LegalDocument({ content }: LegalDocumentProps) {
  return (
    <article css={wrapper}>
      <p css={date}>{content.effectiveDate}</p>
      {content.sections.map((section) => (
        <section css={part} key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 css={heading} id={`${section.id}-title`}>
            {section.heading}
          </h2>
          {section.paragraphs.map((text) => (
            <p css={paragraph} key={text}>
              {text}
            </p>
          ))}
          {section.items && section.items.length > 0 && (
            <ul css={list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.links && section.links.length > 0 && (
            <ul css={list}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <a css={anchor} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  )
}
