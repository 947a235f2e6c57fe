// An e-mail address that wraps where a reader expects (before the @ and before each dot), never in the middle
// of a word: a narrow column (a phone's card, the 相关邮件 list) showed addresses five characters a line.
import { Fragment } from 'react'

/** The address in the pieces it may wrap between: `zhang.san@example.com` → zhang, .san, @example, .com. */
export function emailPieces(address: string): string[] {
  return address.split(/(?=[@.])/)
}

export function Email({ address }: { address: unknown }) {
  const text = typeof address === 'string' ? address : ''
  if (!text) return null
  return (
    // `break-word` (not `anywhere`) keeps a piece whole when measuring how narrow a column may be; only a piece
    // longer than the whole column still breaks.
    <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {emailPieces(text).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  )
}
