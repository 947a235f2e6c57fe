// Document head of a page: title, description, canonical link and Open Graph, merged with site defaults.
// A public route's head is marked for what staff publish in 页面管理 (title, description, share image),
// which the server fills in per request (pb_hooks/lib/pages/content-markup.js); the build's values are
// the defaults a fresh install's records start from.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import { siteUrl } from '../env'
import { pageTitle, siteName } from '../../lib/site-meta'
import { pageSlots } from '../content/content-slots'

export interface SeoProps {
  title: string
  description: string
  /** The page's own path; pages without one (error pages) get no canonical link and no markers. */
  path?: string
}

export function Seo({ title, description, path }: SeoProps) {
  const fullTitle = pageTitle(title)
  const url = path === undefined ? undefined : `${siteUrl}${path}`
  const routePage = url !== undefined
  return (
    <>
      <title {...(routePage ? pageSlots.title : {})}>{fullTitle}</title>
      <meta name="description" content={description} {...(routePage ? pageSlots.description : {})} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="zh_CN" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} {...(routePage ? pageSlots.titleContent : {})} />
      <meta property="og:description" content={description} {...(routePage ? pageSlots.description : {})} />
      {url && <meta property="og:url" content={url} />}
      {routePage && (
        <>
          {/* Only while the page has a share image (its 1200x630 thumbnail); the build knows none. */}
          <meta property="og:image" {...pageSlots.image} {...pageSlots.imageUrl} />
          <meta property="og:image:width" content={String(contentDisplay.shareImage.width)} {...pageSlots.image} />
          <meta property="og:image:height" content={String(contentDisplay.shareImage.height)} {...pageSlots.image} />
        </>
      )}
    </>
  )
}
