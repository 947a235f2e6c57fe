// Chinese words followed by a name: a space where Chinese meets a Latin letter or digit (查看 Acme
// Cloud), none between Chinese characters (查看华为云), as the site's texts are written.
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const LATIN = /[A-Za-z0-9]/

/** `before` and `after` joined, with a space when one side ends in Chinese and the other starts Latin. */
export function joinCjkLatin(before: string, after: string): string {
  const last = before.slice(-1)
  const first = after.slice(0, 1)
  const needsSpace = (CJK.test(last) && LATIN.test(first)) || (LATIN.test(last) && CJK.test(first))
  return needsSpace ? `${before} ${after}` : `${before}${after}`
}
