// The company's values: a card each, with its icon.
import { css } from '@emotion/react'
import type { CompanyValue } from '../../content/about'
import { colors, media, radii } from '../../theme'
import { Icon } from '../../ui/icons'
import { itemTitle } from './item-title'
import { pageTextSlots } from '../../content/content-slots'

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.narrow]: { gridTemplateColumns: '1fr' } })
const card = css({ padding: '24px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}` })
const icon = css({ display: 'inline-flex', width: '48px', height: '48px', borderRadius: radii.tile, alignItems: 'center', justifyContent: 'center', background: colors.brandTint, color: colors.brand })
const description = css({ color: colors.muted, fontSize: '15px' })

export function ValueCards({ values }: { values: readonly CompanyValue[] }) {
  return (
    <div css={grid}>
      {/* Each value's words are staff's (页面管理), its icon the design's: a text per position. */}
      {values.map((value, index) => (
        <article key={value.title} css={card}>
          <span css={icon}>
            <Icon name={value.icon} size={28} />
          </span>
          <h3 css={itemTitle} {...pageTextSlots.text(`value_${index + 1}_title`)}>
            {value.title}
          </h3>
          <p css={description} {...pageTextSlots.text(`value_${index + 1}_description`)}>
            {value.description}
          </p>
        </article>
      ))}
    </div>
  )
}
