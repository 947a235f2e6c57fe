// Assignments and assessment: each assignment with its deliverable and weight, the scoring
// criteria, the certificate thresholds and awards, and the pre-course report's brief. The assignments
// and criteria with their weights are staff's (课程管理): the server writes them from this component's
// item templates.
import { css } from '@emotion/react'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { Assessment as AssessmentContent, AssessmentCriterion, Assignment, PreCourseReport } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { colors, media, radii } from '../theme'
import { card, cardText, cardTitle, chip, grid, subheading } from './card-styles'

const weightBadge = css({ float: 'right', marginLeft: '12px', color: colors.brand, fontSize: '24px', fontWeight: 800, lineHeight: 1.2 })
const deliverable = css({ marginTop: '12px', paddingTop: '12px', borderTop: `1px dashed ${colors.line}`, fontSize: '14px', color: colors.text, '& b': { color: colors.ink } })
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  background: colors.surface,
  borderRadius: radii.tile,
  overflow: 'hidden',
  fontSize: '15px',
  '& th, & td': { padding: '12px 16px', borderBottom: `1px solid ${colors.line}`, textAlign: 'left', verticalAlign: 'top' },
  '& thead th': { background: colors.surfaceAlt, color: colors.ink, fontSize: '14px' },
  '& tbody th': { color: colors.ink, whiteSpace: 'nowrap' },
  '& tr > :last-child': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 700, color: colors.brandDark },
  [media.narrow]: { fontSize: '14px', '& th, & td': { padding: '10px' } },
})
const thresholds = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', margin: '16px 0 0', padding: 0, listStyle: 'none' })
const threshold = css({ padding: '12px 16px', borderRadius: radii.tile, background: colors.brandTint, color: colors.ink, fontSize: '15px', '& b': { color: colors.brandDark, fontSize: '20px', margin: '0 4px' } })
const outline = css({ margin: '12px 0 0', paddingLeft: '20px', display: 'grid', gap: '6px', color: colors.text, fontSize: '15px' })

function AssignmentCard({ assignment, marks }: { assignment: Assignment; marks: ItemMarks }) {
  return (
    <li css={card}>
      <span css={weightBadge} {...marks.attr('aria-label', 'weightLabel', contentDisplay.texts.weightLabel.replace('{weight}', String(assignment.weight)))}>
        {marks.inline('weight', assignment.weight)}%
      </span>
      <h3 css={cardTitle} {...marks.text('title', assignment.title)} />
      <p css={cardText} {...marks.text('description', assignment.description)} />
      <p css={deliverable}>
        <b>提交成果：</b>
        {marks.inline('deliverable', assignment.deliverable)}
      </p>
    </li>
  )
}

function CriterionRow({ criterion, marks }: { criterion: AssessmentCriterion; marks: ItemMarks }) {
  return (
    <tr>
      <th scope="row" {...marks.text('name', criterion.name)} />
      <td {...marks.text('description', criterion.description)} />
      <td>{marks.inline('weight', criterion.weight)}%</td>
    </tr>
  )
}

interface AssessmentProps {
  assignments: readonly Assignment[]
  assessment?: AssessmentContent
  report?: PreCourseReport
  slots: TextSlots
}

export function Assessment({ assignments, assessment, report, slots }: AssessmentProps) {
  return (
    <>
      <ul css={grid(Math.min(assignments.length, 4))} {...slots.list(courseTextKeys.assignments)}>
        {assignments.map((assignment) => (
          <AssignmentCard key={assignment.title} assignment={assignment} marks={liveItem} />
        ))}
      </ul>
      <ItemTemplate name={textTemplate(courseTextKeys.assignments)}>
        <AssignmentCard assignment={{ title: '', description: '', deliverable: '', weight: 0 }} marks={templateItem} />
      </ItemTemplate>
      {assessment && (
        <>
          <h3 css={subheading}>考核标准</h3>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">考核项</th>
                <th scope="col">评价内容</th>
                <th scope="col">权重</th>
              </tr>
            </thead>
            <tbody {...slots.list(courseTextKeys.criteria)}>
              {assessment.criteria.map((criterion) => (
                <CriterionRow key={criterion.name} criterion={criterion} marks={liveItem} />
              ))}
            </tbody>
          </table>
          {/* A row alone: a <template> holds it as it is (the HTML parser's template mode). */}
          <ItemTemplate name={textTemplate(courseTextKeys.criteria)}>
            <CriterionRow criterion={{ name: '', description: '', weight: 0 }} marks={templateItem} />
          </ItemTemplate>
          <ul css={thresholds}>
            <li css={threshold}>
              总评<b>{assessment.passScore}</b>分及以上：颁发结业证书
            </li>
            <li css={threshold}>
              总评<b>{assessment.excellentScore}</b>分及以上：颁发优秀学员证书
            </li>
            {assessment.awards?.map((award) => (
              <li key={award.title} css={threshold}>
                <span css={chip}>{award.title}</span> {award.description}
              </li>
            ))}
          </ul>
        </>
      )}
      {report && (
        <>
          <h3 css={subheading}>课前作业：{report.title}</h3>
          <div css={card}>
            <p css={cardText}>
              字数 {report.minChars}-{report.maxChars} 字，开课前 {report.dueDaysBeforeStart} 天（{report.dueDaysBeforeStart / 7} 周）提交。报告提纲：
            </p>
            <ol css={outline}>
              {report.outline.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
        </>
      )}
    </>
  )
}
