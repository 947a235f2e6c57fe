// Title band at the top of an inner page: the page's <h1> and a lead paragraph.
import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { colors, layout, media } from '../theme'

const band = css({
  background: colors.surfaceAlt,
  borderBottom: `1px solid ${colors.line}`,
  padding: '72px 0 56px',
  [media.narrow]: { padding: '48px 0 36px' },
})

const inner = css({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
})

const heading = css({
  color: colors.ink,
  fontSize: '40px',
  lineHeight: 1.25,
  fontWeight: 700,
  [media.narrow]: { fontSize: '28px' },
})

const leadText = css({
  marginTop: '16px',
  maxWidth: '720px',
  color: colors.muted,
  fontSize: '18px',
  [media.narrow]: { fontSize: '16px' },
})

interface PageHeaderProps {
  title: string
  lead: string
  /** Markers of the title and lead when they are texts staff edit (content/content-slots.ts pageHeaderMarks). */
  marks?: { title?: Record<string, string>; lead?: Record<string, string> }
  children?: ReactNode
}

export function PageHeader({ title, lead, marks = {}, children }: PageHeaderProps) {
  return (
    <section css={band}>
      <div css={inner}>
        <h1 css={heading} {...marks.title}>
          {title}
        </h1>
        <p css={leadText} {...marks.lead}>
          {lead}
        </p>
        {children}
      </div>
    </section>
  )
}
