// The course list's facts, the cards built from them, and the handbook PDF generated from them.
import { createHash } from 'node:crypto'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import stamp from '../../src/site/handbook/handbook-stamp.json'
import { handbookHtml } from '../../src/site/handbook/course-handbook'
import { courses } from '../../src/site/content/courses'
import { CourseCard } from '../../src/site/sections/course-card'

describe('course catalogue', () => {
  it('holds the four courses with the course list’s prices, durations and class sizes', () => {
    expect(courses.map((c) => [c.id, c.priceText, c.duration, c.participants.seats])).toEqual([
      ['strategy', '¥88,000/人', '3天2晚', 30],
      ['practical', '¥58,000/人', '5天4晚', 25],
      ['marketing', '¥68,000/人', '4天3晚', 20],
      ['ecosystem', '仅限邀请', '2天1晚', 20],
    ])
  })

  it('shows only the first three highlights on a card, with its price and a link to the course', () => {
    const course = courses[0]!
    render(
      <MemoryRouter>
        <CourseCard course={course} />
      </MemoryRouter>,
    )
    const highlights = within(screen.getByRole('list', { name: '课程亮点' })).getAllByRole('listitem')
    expect(highlights.map((li) => li.textContent)).toEqual(course.highlights.slice(0, 3))
    expect(screen.getByText('¥88,000/人')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '了解 AI 战略班详情' })).toHaveAttribute('href', '/courses/strategy')
  })

  it('has a committed handbook PDF printed from the current course facts (else run npm run handbook)', () => {
    const html = handbookHtml()
    for (const course of courses) {
      expect(html).toContain(course.title)
      for (const highlight of course.highlights) expect(html).toContain(highlight)
      expect(html).toContain(course.venue.city)
    }
    expect(createHash('sha256').update(html).digest('hex')).toBe(stamp.sha256)
  })
})
