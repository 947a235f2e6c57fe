// The live slides in the served HTML: the prerender writes the carousel's markup as <template>
// fragments with slot markers (ui/template-slots.ts), and the server (pb_hooks/lib/pages/slide-markup.js)
// fills them with the page's active slides in place of the default one, with the arrows and dots
// when there are several. So the page shows its real first slide, image included, before any script
// runs and to visitors without JavaScript, and the browser's controller (carousel-controller.ts)
// takes that markup over without replacing it. The fragments follow SlideView element for element,
// with its styles, and the frame's parts are carousel-parts.tsx's; optional parts are fragments of
// their own, inserted only when the slide has them.
import slideFacts from '@shared/slides.json' with { type: 'json' }
import { attrs, fragment, slot } from '../../ui/template-slots'
import { Controls, Dot, DotGroup, SlideBox } from './carousel-parts'
import { phoneSource, slideStyles as styles, tabletSource } from './slide-view'

const names = slideFacts.markup.fragments
// A slot that takes the markup of an optional part (or nothing) without a box of its own.
const part = (name: string) => <div style={{ display: 'contents' }} {...slot(name)} />

export function SlideTemplates() {
  return (
    <>
      <template {...fragment(names.item)}>
        <SlideBox attributes={{ ...attrs({ 'aria-label': 'label', 'aria-hidden': 'hidden' }), ...slot('content') }} />
      </template>
      <template {...fragment(names.controls)}>
        <Controls dots={<DotGroup attributes={slot('dots')} />} />
      </template>
      <template {...fragment(names.dot)}>
        <Dot attributes={attrs({ 'aria-label': 'label', 'aria-current': 'current' })} />
      </template>
      <template {...fragment(names.slide)}>
        <div css={styles.frame} {...attrs({ style: 'frameStyle' })}>
          {part('picture')}
          <div css={styles.inner}>
            {part('subtitle')}
            <h2 css={styles.title} {...slot('title')} />
            {part('description')}
            <dl css={styles.stats} {...slot('stats')} />
            {part('button')}
          </div>
        </div>
      </template>
      <template {...fragment(names.picture)}>
        {/* A later slide's picture is hidden until the controller shows it: no fetch before the first paint. */}
        <picture css={styles.picture} {...attrs({ hidden: 'hidden' })}>
          <source media={phoneSource?.media} {...attrs({ srcset: 'small' })} />
          <source media={tabletSource?.media} {...attrs({ srcset: 'medium' })} />
          {/* The first slide's image is fetched at once and first; the others when they come near. */}
          <img alt="" width={1920} height={800} decoding="async" {...attrs({ src: 'wide', loading: 'loading', fetchpriority: 'priority' })} />
        </picture>
        <div css={styles.shade} />
      </template>
      <template {...fragment(names.subtitle)}>
        <p css={styles.subtitle} {...slot('text')} />
      </template>
      <template {...fragment(names.description)}>
        <p css={styles.description} {...slot('text')} />
      </template>
      <template {...fragment(names.stat)}>
        <div css={styles.stat}>
          <dt css={styles.statLabel} {...slot('label')} />
          <dd css={styles.statValue} {...slot('value')} />
        </div>
      </template>
      <template {...fragment(names.link)}>
        <a css={styles.button} {...attrs({ href: 'href', tabindex: 'tabindex' })} {...slot('text')} />
      </template>
      <template {...fragment(names.externalLink)}>
        <a css={styles.button} target="_blank" rel="noopener noreferrer" {...attrs({ href: 'href', tabindex: 'tabindex' })} {...slot('text')} />
      </template>
    </>
  )
}
