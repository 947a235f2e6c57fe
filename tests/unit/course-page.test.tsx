// Pieces of the course landing pages that need no browser: the Course (or Event) JSON-LD, and the FAQ that
// shows part of its questions until asked for the rest.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { classifyIntake, ecosystem, practical, strategy } from '../../src/site/content/courses'
import { courseStructuredData } from '../../src/site/courses/course-structured-data'
import { Faq } from '../../src/site/courses/faq'
import { courseTextSlots } from '../../src/site/content/content-slots'

const now = new Date('2026-11-22T04:00:00Z')

describe('courseStructuredData', () => {
  it('offers a priced course in CNY, from the provider', () => {
    const data = courseStructuredData(strategy, classifyIntake([], now))
    expect(data).toMatchObject({
      '@type': 'Course',
      name: strategy.fullName,
      description: strategy.description,
      provider: { '@type': 'Organization' },
      offers: { '@type': 'Offer', price: 88000, priceCurrency: 'CNY', category: 'Paid' },
    })
    expect(data).not.toHaveProperty('hasCourseInstance')
  })

  it('describes the invitation-only meeting as a free on-site Event, with no offer', () => {
    const data = courseStructuredData(ecosystem, classifyIntake([], now))
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('startDate')
    expect(data).toMatchObject({
      '@type': 'Event',
      name: ecosystem.fullName,
      organizer: { '@type': 'Organization' },
      isAccessibleForFree: true,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: ecosystem.venue.city },
    })
  })

  it('gives the meeting its dates once one is announced', () => {
    const data = courseStructuredData(ecosystem, classifyIntake([{ start: '2027-04-15', end: '2027-04-16', city: '杭州' }], now))
    expect(data).toMatchObject({ startDate: '2027-04-15', endDate: '2027-04-16', eventStatus: 'https://schema.org/EventScheduled', location: { name: '杭州' } })
  })

  it('adds an upcoming intake as a course instance, never a past one', () => {
    const upcoming = courseStructuredData(practical, classifyIntake([{ start: '2027-03-01', end: '2027-03-05' }], now))
    expect(upcoming).toMatchObject({ hasCourseInstance: { '@type': 'CourseInstance', startDate: '2027-03-01', endDate: '2027-03-05' } })
    const past = courseStructuredData(practical, classifyIntake([{ start: '2025-04-15', end: '2025-04-19' }], now))
    expect(past).not.toHaveProperty('hasCourseInstance')
  })
})

describe('Faq', () => {
  it('lists the practical camp’s first four questions and keeps the rest behind 查看更多问题（4）', () => {
    const { container } = render(<Faq faq={practical.faq} slots={courseTextSlots('practical')} />)
    const more = screen.getByText('查看更多问题（4）').closest('details')!
    const questions = (scope: ParentNode) => Array.from(scope.querySelectorAll('li summary'), (summary) => summary.textContent)
    expect(practical.faq.items).toHaveLength(8)
    expect(more).not.toHaveAttribute('open')
    expect(questions(more)).toEqual(practical.faq.items.slice(4).map((item) => item.question))
    expect(questions(container).slice(0, 4)).toEqual(practical.faq.items.slice(0, 4).map((item) => item.question))
  })

  it('shows every question of a course that sets no limit', () => {
    render(<Faq faq={strategy.faq} slots={courseTextSlots('strategy')} />)
    expect(screen.getAllByRole('group')).toHaveLength(strategy.faq.items.length)
  })
})
