// What past participants said, each with its five-star rating, under the programme's figures.
import { css } from '@emotion/react'
import { programmeFigures } from '../content/figures'
import type { Testimonial } from '../content/courses/types'
import { FigureGrid } from '../ui/figure-grid'
import { colors } from '../theme'
import { card, grid, muted } from './card-styles'

const stars = css({ color: '#f59e0b', fontSize: '18px', letterSpacing: '2px' })
const quote = css({ margin: '12px 0 16px', color: colors.ink, fontSize: '16px', lineHeight: 1.8 })
const author = css({ color: colors.ink, fontWeight: 700, fontStyle: 'normal' })

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <>
      <div css={{ marginBottom: '32px' }}>
        <FigureGrid figures={programmeFigures} />
      </div>
      <ul css={grid(2)}>
        {testimonials.map((item) => (
          <li key={item.author + item.title} css={card}>
            <figure css={{ margin: 0 }}>
              <p css={stars} role="img" aria-label={`${item.rating} 星评价`}>
                {'★'.repeat(item.rating)}
              </p>
              <blockquote css={quote}>“{item.content}”</blockquote>
              <figcaption>
                <cite css={author}>{item.author}</cite>
                <span css={muted}> · {item.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}
