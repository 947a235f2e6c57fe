// The date of a news item in the Chinese long form (2026年11月22日), in China's time zone (UTC+8,
// no daylight saving), one definition for the browser's rails and modal and the server's pages.
// Pure: no PocketBase globals and no Intl (goja has none), so both sides can run it.

/**
 * `2026-11-22 08:00:00.000Z` (PocketBase's form) or ISO as 2026年11月22日; '' when empty or unreadable.
 * @param {string} value
 * @returns {string}
 */
function longChineseDate(value) {
  if (!value) return ''
  const time = Date.parse(String(value).replace(' ', 'T'))
  if (isNaN(time)) return ''
  const beijing = new Date(time + 8 * 3600 * 1000)
  return beijing.getUTCFullYear() + '年' + (beijing.getUTCMonth() + 1) + '月' + beijing.getUTCDate() + '日'
}

module.exports = { longChineseDate }
