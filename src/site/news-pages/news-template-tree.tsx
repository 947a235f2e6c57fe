// What the build prerenders for the two news templates: the template inside the site's layout
// (header, footer, styles), as every other public page is rendered.
import type { ReactNode } from 'react'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import { SiteLayout } from '../layout/site-layout'
import { NewsArticleTemplate, NewsListTemplate } from './news-page-templates'
import { templateFiles } from './slots'

export type NewsTemplateKind = keyof typeof templateFiles

export const newsTemplateKinds = Object.keys(templateFiles) as NewsTemplateKind[]

export function newsTemplateFile(kind: NewsTemplateKind): string {
  return templateFiles[kind]
}

export function newsTemplateTree(kind: NewsTemplateKind): ReactNode {
  const page = kind === 'article' ? <NewsArticleTemplate /> : <NewsListTemplate />
  return (
    <StaticRouter location="/news">
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </StaticRouter>
  )
}
