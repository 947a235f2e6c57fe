// Questions and answers as disclosure rows; a course may show only the first few until the
// visitor asks for the rest. Both are native <details>, so they work before and without JavaScript.
// The questions are staff's (课程管理): the server writes them in the order published from this
// component's item template (content/item-marks.tsx), the rest and 查看更多问题（n） too.
import { css } from '@emotion/react'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { FaqContent, FaqItem } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { colors, radii } from '../theme'

const list = css({ display: 'grid', gap: '12px', maxWidth: '880px', margin: 0, padding: 0, listStyle: 'none' })
const item = css({
  borderRadius: radii.tile,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  '& summary': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '16px',
    padding: '16px 20px',
    color: colors.ink,
    fontSize: '16px',
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', flex: 'none', color: colors.brand, fontSize: '20px', lineHeight: 1 },
  },
  '&[open] summary::after': { content: '"−"' },
})
const answer = css({ padding: '0 20px 18px', color: colors.text, fontSize: '15px', lineHeight: 1.8 })
// Opened once, the 查看更多问题 button goes away and the rest of the list follows the first part.
const moreQuestions = css({
  maxWidth: '880px',
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    marginTop: '16px',
    minHeight: '44px',
    padding: '0 20px',
    border: `1px solid ${colors.brand}`,
    borderRadius: radii.control,
    background: colors.surface,
    color: colors.brand,
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: colors.brandTint },
  },
  '&[open] > summary': { display: 'none' },
  '&[open] > ul': { marginTop: '12px' },
})

const key = courseTextKeys.faq

function FaqEntry({ entry, open, marks }: { entry: FaqItem; open: boolean; marks: ItemMarks }) {
  return (
    <li>
      <details css={item} {...marks.open(open)}>
        <summary {...marks.text('question', entry.question)} />
        <p css={answer} {...marks.text('answer', entry.answer)} />
      </details>
    </li>
  )
}

function FaqList({ items, openFirst = false, marks }: { items: FaqContent['items']; openFirst?: boolean; marks: Record<string, unknown> }) {
  return (
    <ul css={list} {...marks}>
      {items.map((entry, index) => (
        <FaqEntry key={entry.question} entry={entry} open={openFirst && index === 0} marks={liveItem} />
      ))}
    </ul>
  )
}

export function Faq({ faq, slots }: { faq: FaqContent; slots: TextSlots }) {
  const shown = faq.items.slice(0, faq.initiallyShown ?? faq.items.length)
  const rest = faq.items.slice(shown.length)
  return (
    <>
      <FaqList items={shown} openFirst marks={slots.list(key)} />
      {rest.length > 0 && (
        <details css={moreQuestions} {...slots.more(key)}>
          <summary {...slots.moreLabel(key)}>{contentDisplay.texts.moreQuestions.replace('{n}', String(rest.length))}</summary>
          <FaqList items={rest} marks={slots.rest(key)} />
        </details>
      )}
      <ItemTemplate name={textTemplate(key)}>
        <FaqEntry entry={{ question: '', answer: '' }} open={false} marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
