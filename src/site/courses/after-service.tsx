// What follows the course: the after-service commitments, then the refund, deferral and other
// terms the course states.
import { css } from '@emotion/react'
import { refundTierText } from '../content/courses/helpers'
import type { AfterServiceContent, Policies } from '../content/courses/types'
import { colors } from '../theme'
import { card, cardText, subheading } from './card-styles'
import { PointCards } from './point-cards'

const terms = css({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '8px', color: colors.text, fontSize: '15px', lineHeight: 1.75 })

export function AfterService({ afterService, policies }: { afterService: AfterServiceContent; policies?: Policies }) {
  return (
    <>
      <PointCards points={afterService.items} icon="check" />
      {policies && (
        <>
          <h3 css={subheading}>退款与延期政策</h3>
          <div css={card}>
            <ul css={terms}>
              {policies.refund?.map((_, index) => <li key={index}>{refundTierText(policies.refund!, index)}</li>)}
              {policies.deferral && <li>{policies.deferral.text}</li>}
              {policies.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            {policies.refund && <p css={[cardText, { color: colors.muted, fontSize: '14px' }]}>手续费按课程费用计算。</p>}
          </div>
        </>
      )}
    </>
  )
}
