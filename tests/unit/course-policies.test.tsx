// The rules each course page publishes (refund and deferral for the paid courses, attendance for the
// free closed-door meeting), the terms of service that point to them, and the meeting worded as the
// invitation-only event it is on its page and in the handbook.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes, preloadPage } from '../../src/app/router'
import { coursePath, courseById, courses, offeringLabels, policiesAnchor, policiesPath, refundTierText, sectionLabel } from '../../src/site/content/courses'
import { termsOfService } from '../../src/site/content/legal'
import { handbookHtml } from '../../src/site/handbook/course-handbook'

async function renderAt(path: string) {
  await preloadPage(path)
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

const paidCourses = courses.filter((course) => course.price !== null)
const policiesHeading = offeringLabels.course.policies
const attendanceHeading = offeringLabels.event.policies
const ecosystem = courseById('ecosystem')

/** Words of a paid course, and promises of a fee, that the free invitation-only meeting must not use. */
const courseWords = ['课程时长', '上课地点', '往期开课', '近期开课', '开课时间', '费用包含', '所缴全部费用', '退款', '班级规模']

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

  it('name the meeting as free with attendance rules, not refund rules', () => {
    const text = refunds.paragraphs.join('')
    expect(text).toContain(`${ecosystem.title}仅限受邀嘉宾参加，不收取参会费用，不涉及退款`)
    expect(text).toContain(`“${sectionLabel(ecosystem, 'after-service')}”栏目中的“${attendanceHeading}”`)
  })

  it('link each course’s rules, and the links show on /legal/terms', async () => {
    expect(refunds.links?.map((link) => link.href)).toEqual(courses.map((course) => policiesPath(course.id)))
    await renderAt('/legal/terms')
    for (const course of paidCourses) {
      expect(screen.getByRole('link', { name: `${course.title}：${policiesHeading}` })).toHaveAttribute('href', `${coursePath(course.id)}#${policiesAnchor}`)
    }
    expect(screen.getByRole('link', { name: `${ecosystem.title}：${attendanceHeading}` })).toHaveAttribute('href', `${coursePath('ecosystem')}#${policiesAnchor}`)
  })
})

describe('the closed-door meeting', () => {
  it('is worded as an invitation-only event on its page: 会期, 会议地点, 邀请函包含, 参会须知', async () => {
    await renderAt(coursePath('ecosystem'))
    const text = screen.getByRole('main').textContent ?? ''
    for (const word of ['会期', '会议地点', '参会规模', '参会对象', '邀请函包含', '举办时间待定', attendanceHeading, '不可转让']) expect(text).toContain(word)
    for (const word of courseWords) expect(text).not.toContain(word)
    expect(document.getElementById(policiesAnchor)).toHaveTextContent(attendanceHeading)
  })

  it('keeps the courses’ own wording on a course page', async () => {
    await renderAt(coursePath('practical'))
    const text = screen.getByRole('main').textContent ?? ''
    for (const word of ['课程时长', '上课地点', '班级规模', '费用包含', '开课时间待定', policiesHeading]) expect(text).toContain(word)
  })

  it('is worded as an event in the handbook, with every course’s rules beside it', () => {
    const handbook = new DOMParser().parseFromString(handbookHtml(), 'text/html')
    const section = (title: string) => [...handbook.querySelectorAll('section')].find((element) => element.querySelector('h2')?.textContent === title)!
    const meeting = section(ecosystem.title).textContent ?? ''
    for (const word of ['会期', '会议地点', '邀请函包含', '举办时间', attendanceHeading, '不可转让']) expect(meeting).toContain(word)
    for (const word of courseWords) expect(meeting).not.toContain(word)
    for (const course of paidCourses) {
      const text = section(course.title).textContent ?? ''
      for (const word of ['课程时长', '上课地点', '费用包含', '开课时间', policiesHeading, refundTierText(course.policies.refund!, 0)]) expect(text).toContain(word)
    }
  })
})
