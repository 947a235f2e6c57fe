// What past participants said, each with its five-star rating, under the programme's figures. The
// testimonials are staff's (课程管理): the server writes them from this component's item template.
import { css } from '@emotion/react'
import { programmeFigures } from '../content/figures'
import type { Testimonial } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { FigureGrid } from '../ui/figure-grid'
import { colors } from '../theme'
import { card, grid, muted } from './card-styles'

const stars = css({ color: '#f59e0b', fontSize: '18px', letterSpacing: '2px' })
const quote = css({ margin: '12px 0 16px', color: colors.ink, fontSize: '16px', lineHeight: 1.8 })
const author = css({ color: colors.ink, fontWeight: 700, fontStyle: 'normal' })

const key = courseTextKeys.testimonials
// Every testimonial is five stars (Testimonial['rating']).
const rating = 5

function TestimonialCard({ item, marks }: { item: Pick<Testimonial, 'content' | 'author' | 'title'>; marks: ItemMarks }) {
  return (
    <li css={card}>
      <figure css={{ margin: 0 }}>
        <p css={stars} role="img" aria-label={`${rating} 星评价`}>
          {'★'.repeat(rating)}
        </p>
        <blockquote css={quote}>“{marks.inline('content', item.content)}”</blockquote>
        <figcaption>
          <cite css={author} {...marks.text('author', item.author)} />
          <span css={muted}> · {marks.inline('title', item.title)}</span>
        </figcaption>
      </figure>
    </li>
  )
}

export function Testimonials({ testimonials, slots }: { testimonials: readonly Testimonial[]; slots: TextSlots }) {
  return (
    <>
      <div css={{ marginBottom: '32px' }}>
        <FigureGrid figures={programmeFigures} />
      </div>
      <ul css={grid(2)} {...slots.list(key)}>
        {testimonials.map((item) => (
          <TestimonialCard key={item.author + item.title} item={item} marks={liveItem} />
        ))}
      </ul>
      <ItemTemplate name={textTemplate(key)}>
        <TestimonialCard item={{ content: '', author: '', title: '' }} marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
