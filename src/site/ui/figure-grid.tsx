// A row of headline figures (value over label), light or on a dark band.
import { css } from '@emotion/react'
import type { Figure } from '../content/figures'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { textTemplate } from '../content/text-keys'
import { colors, media, radii } from '../theme'

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: '24px',
  margin: 0,
  [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '16px' },
})
// The label comes first in the markup (a <dl> needs it), the figure shows above it.
const item = css({ display: 'flex', flexDirection: 'column-reverse', padding: '24px 16px', borderRadius: radii.card, textAlign: 'center', background: colors.surface, border: `1px solid ${colors.line}` })
const darkItem = css({ background: 'rgba(255, 255, 255, 0.06)', border: `1px solid ${colors.veil}` })
const value = css({
  margin: 0,
  fontSize: '36px',
  fontWeight: 800,
  lineHeight: 1.2,
  background: `linear-gradient(135deg, ${colors.brand}, ${colors.accent})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
  [media.narrow]: { fontSize: '28px' },
})
const darkValue = css({ background: 'none', color: colors.onDark })
const label = css({ marginTop: '4px', color: colors.muted, fontSize: '15px' })
const darkLabel = css({ color: colors.footerText })

function FigureItem({ figure, dark, marks }: { figure: Figure; dark: boolean; marks: ItemMarks }) {
  return (
    <div css={[item, dark && darkItem]}>
      <dt css={[label, dark && darkLabel]} {...marks.text('label', figure.label)} />
      <dd css={[value, dark && darkValue]} {...marks.text('value', figure.value)} />
    </div>
  )
}

/**
 * `list`: the figures are a list staff edit (页面管理), the page's text `key`: the server writes them from
 * this component's item template.
 */
export function FigureGrid({ figures, dark = false, list }: { figures: readonly Figure[]; dark?: boolean; list?: { key: string; slots: TextSlots } }) {
  return (
    <>
      <dl css={grid} {...list?.slots.list(list.key)}>
        {figures.map((figure) => (
          <FigureItem key={figure.label} figure={figure} dark={dark} marks={liveItem} />
        ))}
      </dl>
      {list && (
        <ItemTemplate name={textTemplate(list.key)}>
          <FigureItem figure={{ label: '', value: '' }} dark={dark} marks={templateItem} />
        </ItemTemplate>
      )}
    </>
  )
}
