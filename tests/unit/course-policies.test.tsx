// The rules each course page publishes (refund and deferral for the paid courses) and the terms of
// service that point to them: the sections the terms name and link exist on the pages.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes, preloadPage } from '../../src/app/router'
import { coursePath, courses, policiesAnchor, policiesHeading, policiesPath, refundTierText, sectionLabel } from '../../src/site/content/courses'
import { termsOfService } from '../../src/site/content/legal'

async function renderAt(path: string) {
  await preloadPage(path)
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

const paidCourses = courses.filter((course) => course.price !== null)

describe('refund and deferral rules', () => {
  it('are stated by every paid course: three refund tiers down to no refund, and a deferral rule', () => {
    expect(paidCourses.map((course) => course.id)).toEqual(['strategy', 'practical', 'marketing'])
    for (const course of paidCourses) {
      const { refund, deferral } = course.policies
      expect(refund?.length, course.id).toBeGreaterThan(0)
      expect(refund?.at(-1), course.id).toEqual({ minDaysBefore: 0, feePercent: 100 })
      expect(deferral?.text, course.id).toBeTruthy()
    }
  })

  for (const course of paidCourses) {
    it(`show on ${coursePath(course.id)} under ${policiesHeading}, in the section the terms name`, async () => {
      await renderAt(coursePath(course.id))
      const heading = document.getElementById(policiesAnchor)
      expect(heading).toHaveTextContent(policiesHeading)
      expect(heading?.closest('section[id]')?.id).toBe('after-service')
      const rules = heading?.nextElementSibling
      for (const [index] of course.policies.refund!.entries()) expect(rules).toHaveTextContent(refundTierText(course.policies.refund!, index))
      expect(rules).toHaveTextContent(course.policies.deferral!.text)
    })
  }
})

describe('the terms of service', () => {
  const refunds = termsOfService.sections.find((section) => section.id === 'refunds')!

  it('name each paid course’s rules by the section its page shows them in', () => {
    const text = refunds.paragraphs.join('')
    expect(text).toContain(`“${policiesHeading}”`)
    for (const course of paidCourses) expect(text).toContain(`${course.title}见“${sectionLabel(course, 'after-service')}”栏目`)
    expect(text).not.toContain('转让')
  })

  it('link each paid course’s rules, and the links show on /legal/terms', async () => {
    expect(refunds.links?.map((link) => link.href)).toEqual(paidCourses.map((course) => policiesPath(course.id)))
    await renderAt('/legal/terms')
    for (const course of paidCourses) {
      expect(screen.getByRole('link', { name: `${course.title}：${policiesHeading}` })).toHaveAttribute('href', `${coursePath(course.id)}#${policiesAnchor}`)
    }
  })
})
