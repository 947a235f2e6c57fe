// The 光合行动 event clip: plays by itself, muted and looping, unless the visitor asked for less
// motion (known only in the browser, so the prerender shows it with controls and no autoplay).
// The served clip fetches nothing but its poster (preload none): a webm's "metadata" can be a few
// hundred KB, fetched beside the page's hero image; the playing one loads once the island runs.
import { css } from '@emotion/react'
import { useEffect, useState } from 'react'
import { eventHighlights } from '../content/partner-programme'
import { island } from '../islands/island'
import { colors, radii } from '../theme'
import { motionAllowed } from '../ui/device-tier'

const video = css({ display: 'block', width: '100%', maxWidth: '880px', height: 'auto', margin: '32px auto 0', borderRadius: radii.card, background: colors.ink, aspectRatio: '16 / 9' })

function Video() {
  const [autoPlay, setAutoPlay] = useState(false)
  useEffect(() => setAutoPlay(motionAllowed()), [])
  const { video: clip } = eventHighlights
  return (
    <video css={video} width={640} height={360} poster={clip.poster} muted loop playsInline autoPlay={autoPlay} controls={!autoPlay} preload={autoPlay ? 'auto' : 'none'} aria-label={clip.label} key={String(autoPlay)}>
      <source src={clip.src} type="video/webm" />
      {clip.fallback}
    </video>
  )
}

export const EventVideo = island('event-video', Video)
