// What follows the course: the after-service commitments, then the rules the course states (refund
// and deferral, or the event's attendance rules), under the heading the terms of service link to.
import { css } from '@emotion/react'
import { policiesAnchor, policyLines } from '../content/courses/helpers'
import type { AfterServiceContent, Policies } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { courseTextKeys } from '../content/text-keys'
import { colors } from '../theme'
import { card, cardText, subheading } from './card-styles'
import { PointCards } from './point-cards'

const terms = css({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '8px', color: colors.text, fontSize: '15px', lineHeight: 1.75 })

interface AfterServiceProps {
  afterService: AfterServiceContent
  policies: Policies
  /** 退款与延期政策 for a course, 参会须知 for the event. */
  policiesHeading: string
  slots: TextSlots
}

export function AfterService({ afterService, policies, policiesHeading, slots }: AfterServiceProps) {
  return (
    <>
      <PointCards points={afterService.items} icon="check" slots={slots} listKey={courseTextKeys.afterService} />
      <h3 id={policiesAnchor} css={subheading}>
        {policiesHeading}
      </h3>
      <div css={card}>
        <ul css={terms}>
          {policyLines(policies).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {policies.refund && <p css={[cardText, { color: colors.muted, fontSize: '14px' }]}>手续费按课程费用计算。</p>}
      </div>
    </>
  )
}
