// What follows the course: the after-service commitments, then the rules the course states (refund
// and deferral), under the heading the terms of service link to.
import { css } from '@emotion/react'
import { policiesAnchor, policiesHeading, refundTierText } from '../content/courses/helpers'
import type { AfterServiceContent, Policies } from '../content/courses/types'
import { colors } from '../theme'
import { card, cardText, subheading } from './card-styles'
import { PointCards } from './point-cards'

const terms = css({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '8px', color: colors.text, fontSize: '15px', lineHeight: 1.75 })

export function AfterService({ afterService, policies }: { afterService: AfterServiceContent; policies: Policies }) {
  const { refund, deferral, notes } = policies
  return (
    <>
      <PointCards points={afterService.items} icon="check" />
      <h3 id={policiesAnchor} css={subheading}>
        {policiesHeading}
      </h3>
      <div css={card}>
        <ul css={terms}>
          {refund?.map((_, index) => <li key={index}>{refundTierText(refund, index)}</li>)}
          {deferral && <li>{deferral.text}</li>}
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        {refund && <p css={[cardText, { color: colors.muted, fontSize: '14px' }]}>手续费按课程费用计算。</p>}
      </div>
    </>
  )
}
