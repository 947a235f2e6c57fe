// The 3D partner carousel of 光合行动: active partners on a ring, the current one in front.
// Click a side card or a dot to bring it to the centre; arrows move one step with wraparound.
import { css } from '@emotion/react'
import { useEffect, useState } from 'react'
import { currentDeviceTier, motionAllowed } from '../../ui/device-tier'
import { fileUrl, listPartners, thumbs } from '../../data/records'
import type { Partner } from '../../data/types'
import { useRemote } from '../../hooks/use-remote'
import { island } from '../../islands/island'
import { colors, radii, shadows } from '../../theme'
import { carouselRoles, pagerArrow, pagerDot } from '../../ui/pager-controls'
import { spinnerStyle } from '../../ui/spinner'
import { avatarStyle, initialsOf, toneOf } from '../../ui/initials-avatar'
import { joinCjkLatin } from '../../ui/cjk-spacing'
import { LazyImage } from '../../ui/lazy-image'
import { achievementsShown, cardTransform, isRendered, offsetOf, radiusFor, ring } from './ring'
import { useRing } from './use-ring'

export const partnerRingText = {
  empty: '暂无ISV伙伴数据',
  failed: '获取合作伙伴数据失败',
  loading: '加载中',
  previous: '上一个伙伴',
  next: '下一个伙伴',
  choose: '选择伙伴',
} as const

// As tall as the centre card (which stays in flow) plus its margins: a fixed height left a tall gap
// above the dots wherever the card is shorter, as on phones.
const stage = css({
  position: 'relative',
  perspective: `${ring.perspective}px`,
  overflow: 'hidden',
})
const card = css({
  position: 'absolute',
  top: '20px',
  left: '50%',
  width: '300px',
  marginLeft: '-150px',
  padding: '24px',
  borderRadius: radii.card,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  boxShadow: shadows.cardHover,
  transformStyle: 'preserve-3d',
  textAlign: 'left',
  font: 'inherit',
  color: colors.text,
  transition: `transform ${ring.transitionMs}ms ease, opacity ${ring.transitionMs}ms ease`,
  '&[data-side="true"]': { cursor: 'pointer', boxShadow: '0 8px 20px rgba(15, 23, 42, 0.08)' },
  [`@media (max-width: ${ring.narrowGalleryPx - 1}px)`]: { width: '260px', marginLeft: '-130px', padding: '18px' },
})
/** The centre card in flow, where the absolute cards sit (top 20px, centred), so it sets the stage's height. */
const inFlow = css({
  position: 'relative',
  top: 'auto',
  left: 'auto',
  margin: '20px auto',
  [`@media (max-width: ${ring.narrowGalleryPx - 1}px)`]: { marginLeft: 'auto' },
})
const still = css({ transition: 'none' })
const logoRow = css({ display: 'flex', alignItems: 'center', gap: '12px', marginBottom: '12px', '& img, & [role=img]': { width: '56px', height: '56px', borderRadius: radii.tile, objectFit: 'cover' } })
const initials = css(avatarStyle, { fontSize: '20px' })
const name = css({ color: colors.ink, fontSize: '18px', fontWeight: 700 })
const field = css({ color: colors.brand, fontSize: '13px', fontWeight: 600 })
const description = css({ fontSize: '14px', color: colors.muted, marginBottom: '10px' })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: '0 0 10px', padding: 0, listStyle: 'none', '& li': { padding: '1px 8px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '12px' } })
const achievements = css({ margin: 0, paddingLeft: '18px', fontSize: '14px', display: 'grid', gap: '4px' })
const controls = css({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '12px', marginTop: '12px' })
const arrow = pagerArrow('light')
const dot = pagerDot('light')
const status = css({ minHeight: '440px', display: 'flex', alignItems: 'center', justifyContent: 'center', color: colors.muted })
const spinner = spinnerStyle(36)

/** The viewport width after mount (a fixed desktop width during prerender and hydration). */
function useViewportWidth(): number {
  const [width, setWidth] = useState(1280)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

function PartnerCard({ partner, offset, radius, onChoose, animate }: { partner: Partner; offset: number; radius: number; onChoose: () => void; animate: boolean }) {
  const side = offset !== 0
  const content = (
    <>
      <div css={logoRow}>
        <LazyImage
          src={fileUrl(partner, partner.logo, thumbs.logo.medium)}
          alt={`${partner.name}标志`}
          width={56}
          height={56}
          // No logo, or one that cannot load: the name's initials, as the team cards draw people.
          fallback={
            <span css={initials} style={{ background: toneOf(partner.name) }} role="img" aria-label={`${partner.name}标志`} data-initials="">
              {initialsOf(partner.name)}
            </span>
          }
        />
        <div>
          <h3 css={name}>{partner.name}</h3>
          <p css={field}>{partner.field}</p>
        </div>
      </div>
      <p css={description}>{partner.description}</p>
      {(partner.tags ?? []).length > 0 && (
        <ul css={chips} aria-label="标签">
          {(partner.tags ?? []).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <ul css={achievements} aria-label="成就">
        {(partner.achievements ?? []).slice(0, achievementsShown(offset)).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  )
  const style = { transform: cardTransform(offset, radius), zIndex: 10 - Math.abs(offset) }
  // A side card is a button that brings it to the centre; the centre card is plain content.
  return side ? (
    <div css={[card, !animate && still]} style={style} data-side="true" data-partner={partner.id} role="button" tabIndex={0} aria-label={joinCjkLatin('查看', partner.name)} onClick={onChoose} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onChoose())}>
      {content}
    </div>
  ) : (
    <article css={[card, inFlow, !animate && still]} style={style} data-side="false" data-partner={partner.id} aria-current="true">
      {content}
    </article>
  )
}

function Ring() {
  const remote = useRemote(listPartners)
  const partners = remote.status === 'ready' ? remote.data : []
  const { index, goTo, move } = useRing(partners.length)
  const [animate, setAnimate] = useState(false)
  const radius = radiusFor(useViewportWidth())
  useEffect(() => setAnimate(motionAllowed() && currentDeviceTier() !== 'low'), [])

  if (remote.status === 'loading') {
    return (
      <div css={status}>
        <span css={spinner} role="status" aria-label={partnerRingText.loading} />
      </div>
    )
  }
  if (remote.status === 'error') return <p css={status} role="alert">{partnerRingText.failed}</p>
  if (partners.length === 0) return <p css={status}>{partnerRingText.empty}</p>

  return (
    <div aria-roledescription={carouselRoles.carousel} aria-label="ISV 伙伴">
      <div css={stage}>
        {partners.map((partner, i) => {
          const offset = offsetOf(i, index, partners.length)
          return isRendered(offset) ? <PartnerCard key={partner.id} partner={partner} offset={offset} radius={radius} animate={animate} onChoose={() => goTo(i)} /> : null
        })}
      </div>
      <div css={controls}>
        <button type="button" css={arrow} aria-label={partnerRingText.previous} onClick={() => move(-1)}>
          ‹
        </button>
        <div role="group" aria-label={partnerRingText.choose} css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
          {partners.map((partner, i) => (
            <button key={partner.id} type="button" css={dot} aria-label={partner.name} aria-current={i === index} onClick={() => goTo(i)} />
          ))}
        </div>
        <button type="button" css={arrow} aria-label={partnerRingText.next} onClick={() => move(1)}>
          ›
        </button>
      </div>
    </div>
  )
}

export const PartnerRing = island('partner-ring', Ring)
