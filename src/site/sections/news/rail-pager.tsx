// A rail's pager: previous/next arrows that wrap, and one dot per page.
import { css } from '@emotion/react'
import { pagerArrow, pagerDot, pagerDots } from '../../ui/pager-controls'
import { newsText } from './news-labels'
import { stepPage } from './rail-paging'
import { useMarks } from './template-marks'

const pager = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '16px', marginTop: '24px' })
const arrow = pagerArrow('light')
const dot = pagerDot('light')

export function PagerDot({ index, current, onChange }: { index: number; current: boolean; onChange: (page: number) => void }) {
  const marks = useMarks()
  return (
    <button
      type="button"
      css={dot}
      {...marks.attrs({ 'aria-label': ['label', newsText.page(index + 1)], 'aria-current': ['current', current] })}
      onClick={() => onChange(index)}
    />
  )
}

interface RailPagerProps {
  page: number
  count: number
  label: string
  /** In a template: the name the server words the pager's label under (news-rails.json pagerLabel). */
  labelName?: string
  onChange: (page: number) => void
}

/** Hidden when everything fits on one page. */
export function RailPager({ page, count, label, labelName, onChange }: RailPagerProps) {
  const marks = useMarks()
  if (!marks.shows(count > 1)) return null
  const dots = Array.from({ length: count }, (_, index) => <PagerDot key={index} index={index} current={index === page} onChange={onChange} />)
  return (
    <div
      css={pager}
      role="group"
      {...(labelName ? marks.attrs({ 'aria-label': [labelName, newsText.pager(label)] }, { 'aria-label': newsText.pager(label) }) : { 'aria-label': newsText.pager(label) })}
      {...marks.when('pager')}
    >
      <button type="button" css={arrow} aria-label={newsText.previous} onClick={() => onChange(stepPage(page, -1, count))}>
        ‹
      </button>
      <div css={pagerDots} {...marks.slot('dots', dots)} />
      <button type="button" css={arrow} aria-label={newsText.next} onClick={() => onChange(stepPage(page, 1, count))}>
        ›
      </button>
    </div>
  )
}
