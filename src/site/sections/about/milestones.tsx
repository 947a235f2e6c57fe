// The company's milestones by year: a row of four on wide screens, a line down the side on narrow ones.
import { css } from '@emotion/react'
import type { Milestone } from '../../content/about'
import { pageTextSlots } from '../../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../../content/item-marks'
import { pageTextKeys, textTemplate } from '../../content/text-keys'
import { colors, media } from '../../theme'
import { itemTitle } from './item-title'

const list = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.medium]: { gridTemplateColumns: '1fr', paddingLeft: '24px', borderLeft: `2px solid ${colors.line}` },
})
const year = css({ color: colors.brand, fontSize: '28px', fontWeight: 800 })
const description = css({ color: colors.muted })

function Step({ step, marks }: { step: Milestone; marks: ItemMarks }) {
  return (
    <li>
      <p css={year} {...marks.text('year', step.year)} />
      <h3 css={itemTitle} {...marks.text('title', step.title)} />
      <p css={description} {...marks.text('description', step.description)} />
    </li>
  )
}

const key = pageTextKeys.milestones

/** Staff's (页面管理): the server writes the milestones from this component's item template. */
export function Milestones({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <>
      <ol css={list} {...pageTextSlots.list(key)}>
        {milestones.map((step) => (
          <Step key={step.year} step={step} marks={liveItem} />
        ))}
      </ol>
      <ItemTemplate name={textTemplate(key)}>
        <Step step={{ year: '', title: '', description: '' }} marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
