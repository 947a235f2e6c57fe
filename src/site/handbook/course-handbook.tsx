// The printable course handbook: every course of the catalogue with all its facts, highlights and
// rules, each worded as a course or, for the closed-door meeting, as an event.
// `npm run handbook` prints it to public/assets/course-handbook.pdf with Chromium.
import { renderToStaticMarkup } from 'react-dom/server'
import { courses, offeringLabelsOf, policyLines } from '../content/courses'
import { programmeFigures, replyWithinHours } from '../content/figures'
import { siteDescription, siteName } from '../../lib/site-meta'

const styles = `
@page { size: A4; margin: 18mm 16mm; }
body { font-family: 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; color: #1e293b; font-size: 11pt; line-height: 1.6; margin: 0; }
h1 { font-size: 26pt; margin: 0 0 6pt; color: #1e3a8a; }
.lead { color: #475569; margin: 0 0 14pt; }
.figures { display: flex; gap: 10pt; margin: 0 0 18pt; padding: 0; list-style: none; }
.figures li { flex: 1; border: 1px solid #e2e8f0; border-radius: 6pt; padding: 8pt; text-align: center; }
.figures b { display: block; font-size: 16pt; color: #2563eb; }
.course { break-inside: avoid; border: 1px solid #e2e8f0; border-radius: 8pt; margin: 0 0 14pt; overflow: hidden; }
.course header { color: #fff; padding: 10pt 14pt; }
.course h2 { margin: 0; font-size: 16pt; }
.course .sub { margin: 2pt 0 0; opacity: .9; }
.course .body { padding: 10pt 14pt; }
.facts { display: flex; flex-wrap: wrap; gap: 6pt 16pt; margin: 0 0 6pt; padding: 0; list-style: none; }
.facts b { color: #0f172a; }
.course ul.highlights { margin: 6pt 0 0; padding-left: 16pt; }
.course p.included { margin: 6pt 0 0; color: #334155; }
.course p.policies { margin: 6pt 0 0; }
.course ul.policies { margin: 2pt 0 0; padding-left: 16pt; color: #334155; font-size: 10pt; }
footer { margin-top: 18pt; color: #475569; font-size: 10pt; border-top: 1px solid #e2e8f0; padding-top: 8pt; }
`

export function CourseHandbook() {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <title>{`课程手册 | ${siteName}`}</title>
        <style>{styles}</style>
      </head>
      <body>
        <h1>课程手册</h1>
        <p className="lead">{siteDescription}</p>
        <ul className="figures">
          {programmeFigures.map((figure) => (
            <li key={figure.label}>
              <b>{figure.value}</b>
              {figure.label}
            </li>
          ))}
        </ul>
        {courses.map((course) => {
          const labels = offeringLabelsOf(course.id)
          return (
            <section className="course" key={course.id}>
              <header style={{ background: course.gradient }}>
                <h2>{course.title}</h2>
                <p className="sub">{course.subtitle}</p>
              </header>
              <div className="body">
                <ul className="facts">
                  <li>
                    {labels.fee}：<b>{course.priceText}</b>
                  </li>
                  <li>
                    {labels.duration}：<b>{course.duration}</b>
                  </li>
                  <li>
                    名额：<b>{course.participants.text}</b>
                  </li>
                  <li>
                    {labels.audience}：<b>{course.level}</b>
                  </li>
                  <li>
                    {labels.venue}：<b>{course.venue.city}</b>
                  </li>
                  <li>
                    {labels.dates}：<b>{labels.datesNote}</b>
                  </li>
                </ul>
                <p>{course.description}</p>
                <ul className="highlights">
                  {course.highlights.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
                <p className="included">
                  {labels.included}：{course.included.join('；')}
                </p>
                <p className="policies">{labels.policies}：</p>
                <ul className="policies">
                  {policyLines(course.policies).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </section>
          )
        })}
        <footer>
          {`报名与咨询：请访问官网“联系我们”页面留言，或点击任意页面右上角的“免费咨询”，我们将在${replyWithinHours}小时内与您联系。`}
          <br />
          {`© ${siteName}`}
        </footer>
      </body>
    </html>
  )
}

/** The handbook as a complete HTML document (deterministic: the committed PDF's stamp is its hash). */
export function handbookHtml(): string {
  return `<!doctype html>${renderToStaticMarkup(<CourseHandbook />)}`
}
