// The two served news pages as build-time templates: /news/<id> (one article) and /news (the list).
// The server (pb_hooks/lib/news/news-pages.js) fills the marked slots at request time with the published
// articles, escaped; see slots.ts for the markers. Nothing here is hydrated: these are static pages.
import { pageTitle, siteName } from '../../lib/site-meta'
import { newsPageText as text } from './news-page-text'
import * as styles from './news-page-styles'
import { attrs, fragment, slot } from '../ui/template-slots'
import { NEWS_PAGE_SIZE } from './slots'

const MARKET_ACTIVITIES = '/market-activities'
const NEWS_LIST = '/news'

interface HeadProps {
  /** The full document title and the description when they are fixed; else the server's to fill. */
  fixed?: { title: string; description: string }
}

/** Head tags both pages share; the attributes marked here are the server's to fill. */
function SharedHead({ fixed }: HeadProps) {
  const description = fixed ? { content: fixed.description } : { content: '', ...attrs({ content: 'description' }) }
  const title = fixed ? { content: fixed.title } : { content: '', ...attrs({ content: 'fullTitle' }) }
  return (
    <>
      <meta name="description" {...description} />
      {/* A link without href would not be hoisted into the head: the server replaces this one. */}
      <link rel="canonical" href={NEWS_LIST} {...attrs({ href: 'url' })} />
      <meta property="og:locale" content="zh_CN" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" {...title} />
      <meta property="og:description" {...description} />
      <meta property="og:url" content="" {...attrs({ content: 'url' })} />
    </>
  )
}

function Crumbs({ withList }: { withList: boolean }) {
  return (
    <nav css={styles.crumbs} aria-label={text.breadcrumb}>
      <a href={MARKET_ACTIVITIES}>‹ {text.backToActivities}</a>
      {withList && <a href={NEWS_LIST}>{text.allArticles}</a>}
    </nav>
  )
}

/** /news/<id>: the whole article, as the news modal shows it. */
export function NewsArticleTemplate() {
  return (
    <>
      {/* The server puts the article's title in front of the site suffix. */}
      <title>{pageTitle('')}</title>
      <SharedHead />
      <meta property="og:type" content="article" />
      <meta property="og:image" content="" {...attrs({ content: 'image' })} />
      <meta property="og:image:width" content="" {...attrs({ content: 'imageWidth' })} />
      <meta property="og:image:height" content="" {...attrs({ content: 'imageHeight' })} />
      <meta property="article:published_time" content="" {...attrs({ content: 'published' })} />
      <meta property="article:modified_time" content="" {...attrs({ content: 'modified' })} />
      <main id="main" data-page="news-article">
        <article>
          <header css={styles.band}>
            <div css={styles.narrowInner}>
              <Crumbs withList />
              <p css={styles.badgeRow}>
                <span css={styles.badge} {...slot('category')} />
              </p>
              <h1 css={styles.heading} {...slot('title')} />
              <p css={styles.meta}>
                <span>
                  {text.publishedOn}：<time {...attrs({ datetime: 'date' })} {...slot('dateText')} />
                </span>
                <span {...slot('author')} />
              </p>
              <p css={styles.summary} {...slot('summary')} />
            </div>
          </header>
          <div css={styles.articleBody}>
            <div css={styles.narrowInner}>
              <div {...slot('cover')} />
              <div css={styles.prose} data-testid="news-body" {...slot('body')} />
              <footer css={styles.articleFoot}>
                <a css={styles.button} href={MARKET_ACTIVITIES}>
                  {text.backToActivities}
                </a>
                <a css={styles.secondaryButton} href={NEWS_LIST}>
                  {text.allArticles}
                </a>
              </footer>
            </div>
          </div>
        </article>
        <script type="application/ld+json" {...slot('jsonLd')} />
        <template {...fragment('cover')}>
          <img css={styles.cover} alt="" width={1200} height={630} decoding="async" fetchPriority="high" {...attrs({ src: 'image', alt: 'title' })} />
        </template>
        <template {...fragment('author')}>
          <span>
            {text.author}：<span {...slot('author')} />
          </span>
        </template>
      </main>
    </>
  )
}

/** /news: the published articles, newest first, NEWS_PAGE_SIZE a page. */
export function NewsListTemplate() {
  return (
    <>
      <title>{pageTitle(text.listTitle)}</title>
      <SharedHead fixed={{ title: pageTitle(text.listTitle), description: text.listDescription }} />
      <meta property="og:type" content="website" />
      <main id="main" data-page="news">
        <section css={styles.band}>
          <div css={styles.inner}>
            <Crumbs withList={false} />
            <h1 css={styles.heading}>{text.listTitle}</h1>
            <p css={styles.leadText}>{text.listLead}</p>
          </div>
        </section>
        <section css={styles.listSection} aria-label={text.listTitle}>
          <div css={styles.inner}>
            <ol css={styles.list} data-page-size={NEWS_PAGE_SIZE} {...slot('items')} />
            <nav css={styles.pager} aria-label={text.pager} {...slot('pager')} />
          </div>
        </section>
        <template {...fragment('item')}>
          <li css={styles.item}>
            <div css={styles.itemImageBox} {...slot('image')} />
            <div css={styles.itemText}>
              <h2 css={styles.itemTitle}>
                <a {...attrs({ href: 'url' })} {...slot('title')} />
              </h2>
              <p css={styles.itemMeta}>
                <span css={styles.badge} {...slot('category')} />
                <time {...attrs({ datetime: 'date' })} {...slot('dateText')} />
              </p>
              <p css={styles.itemSummary} {...slot('summary')} />
            </div>
          </li>
        </template>
        <template {...fragment('itemImage')}>
          <img css={styles.itemImage} alt="" width={400} height={225} loading="lazy" decoding="async" {...attrs({ src: 'image' })} />
        </template>
        <template {...fragment('empty')}>
          <li css={styles.empty}>{text.empty}</li>
        </template>
        <template {...fragment('previous')}>
          <a css={styles.secondaryButton} rel="prev" {...attrs({ href: 'url' })}>
            {text.previous}
          </a>
        </template>
        <template {...fragment('next')}>
          <a css={styles.secondaryButton} rel="next" {...attrs({ href: 'url' })}>
            {text.next}
          </a>
        </template>
      </main>
    </>
  )
}
