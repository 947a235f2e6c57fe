// The records a fresh install starts from in 课程管理 and 页面管理, taken from the build's content: each
// course's price and key facts (content/courses/), each route's title and description (the shared
// routes.json; a course page's description ends with {课程要点}, which the server words from the
// course's published facts), and the legal pages' body, version and effective date (content/legal.ts).
// `npm run content-seed` writes it to pb_hooks/lib/shared/content-seed.json, which the server reads
// at start to create any record that is missing (pb_hooks/lib/publishing/seed.js); the unit tier
// fails when the committed file differs from what this returns. So each fact has one definition
// (these content files), the prerendered pages show it as their default, and a fresh install's
// records hold exactly the same values: it looks as the build does, until staff publish a change.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import { siteRoutes } from '../../lib/site-meta'
import { legalBodyHtml } from '../sections/legal-document'
import { coursePath, courseSources, courses } from './courses'
import { courseTexts, pageTexts, type TextField, type TextValue } from './editable-texts'
import { legalDocuments } from './legal'

export interface CourseSeed {
  slug: string
  /** 0 for 仅限邀请 (PocketBase keeps an empty number as 0). */
  price: number
  duration: string
  seats: number
  level: string
}

export interface PageSeed {
  path: string
  title: string
  description: string
  body: string
  version: string
  effective_date: string
}

export interface ContentSeed {
  courses: CourseSeed[]
  pages: PageSeed[]
}

export function contentSeed(): ContentSeed {
  return {
    courses: courses.map((course) => ({
      slug: course.id,
      price: course.price ?? 0,
      duration: course.duration,
      seats: course.participants.seats,
      level: course.level,
    })),
    pages: siteRoutes.map((route) => {
      const course = courses.find((candidate) => coursePath(candidate.id) === route.path)
      const legal = Object.hasOwn(legalDocuments, route.path) ? legalDocuments[route.path] : undefined
      return {
        path: route.path,
        title: route.title,
        description: course ? route.description + contentDisplay.factsToken : route.description,
        body: legal ? legalBodyHtml(legal) : '',
        version: legal?.version ?? '',
        effective_date: legal?.effectiveDate ?? '',
      }
    }),
  }
}

/** Each course's (by slug) and each page's (by path) texts or their fields. */
export interface ByRecord<T> {
  courses: Record<string, T>
  pages: Record<string, T>
}

/** The fields of the texts (pb_hooks/lib/shared/content-text-fields.json): labels, limits, templates; the server and the back office read them. */
export function contentTextFields(): ByRecord<TextField[]> {
  return {
    courses: Object.fromEntries(courseSources.map((course) => [course.id, courseTexts(course).fields])),
    pages: Object.fromEntries(siteRoutes.map((route) => [route.path, pageTexts(route.path).fields]).filter(([, fields]) => fields.length > 0)),
  }
}

/** The texts a fresh install's records start with (pb_hooks/lib/shared/content-text-seed.json), as written: the server's only. */
export function contentTextSeed(): ByRecord<Record<string, TextValue>> {
  return {
    courses: Object.fromEntries(courseSources.map((course) => [course.id, courseTexts(course).values])),
    pages: Object.fromEntries(siteRoutes.map((route) => [route.path, pageTexts(route.path).values]).filter(([, values]) => Object.keys(values).length > 0)),
  }
}
