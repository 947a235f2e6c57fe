// Document head of a page: title, description, canonical link and Open Graph, merged with site defaults.
import { siteUrl } from '../env'
import { pageTitle, siteName } from '../../lib/site-meta'

export interface SeoProps {
  title: string
  description: string
  /** The page's own path; pages without one (error pages) get no canonical link. */
  path?: string
}

export function Seo({ title, description, path }: SeoProps) {
  const fullTitle = pageTitle(title)
  const url = path === undefined ? undefined : `${siteUrl}${path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="zh_CN" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
    </>
  )
}
