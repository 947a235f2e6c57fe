// The reading style of an article's body: the news modal and the article's own page (/news/<id>).
import { css } from '@emotion/react'
import { colors, radii } from '../../theme'

export const articleProse = css({
  color: colors.text,
  fontSize: '17px',
  lineHeight: 1.8,
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '1em' },
  '& h1, & h2, & h3, & h4': { color: colors.ink, lineHeight: 1.4, marginTop: '1.6em' },
  '& h2': { fontSize: '22px' },
  '& h3': { fontSize: '19px' },
  '& a': { color: colors.brand, textDecoration: 'underline' },
  '& img, & video': { maxWidth: '100%', height: 'auto', borderRadius: radii.control },
  '& ul, & ol': { paddingLeft: '1.5em' },
  '& blockquote': { borderLeft: `4px solid ${colors.line}`, paddingLeft: '16px', color: colors.muted },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: `1px solid ${colors.line}`, padding: '6px 10px' },
  '& pre': { overflowX: 'auto', background: colors.surfaceAlt, padding: '12px', borderRadius: radii.control },
})
