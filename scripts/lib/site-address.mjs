// Whether the built site's address (SITE_URL at build time) is the one the server names (PB_APP_URL):
// `npm start` warns when they differ, since canonical links and robots.txt would name another site.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtSiteUrl } from '../site/crawl-files.mjs'
import { defaultAppUrl } from './pocketbase.mjs'

const origin = (value) => {
  try {
    return new URL(value).origin
  } catch {
    return value
  }
}

/** The address the build in `publicDir` was made for, or null without a built robots.txt. */
export function builtAddress(publicDir) {
  const robots = join(publicDir, 'robots.txt')
  return existsSync(robots) ? builtSiteUrl(readFileSync(robots, 'utf8')) : null
}

/**
 * The warnings (Chinese, for the operator) about a build made for `built`: served under another
 * PB_APP_URL, or SITE_URL set to another address while `--no-build` keeps the old build.
 */
export function addressWarnings({ built, env = process.env, skipBuild }) {
  if (!built) return []
  const warnings = []
  const appUrl = env.PB_APP_URL?.trim() || defaultAppUrl
  if (origin(built) !== origin(appUrl)) {
    warnings.push(
      `网站构建时的地址（SITE_URL=${built}）与 PB_APP_URL（${appUrl}）不同：页面的规范链接和 robots.txt 指向 ${built}，` +
        `而 sitemap.xml 与新闻页指向 ${appUrl}。请用 SITE_URL=${origin(appUrl)} 重新构建（npm run build）。`,
    )
  }
  const siteUrl = env.SITE_URL?.trim()
  if (skipBuild && siteUrl && origin(siteUrl) !== origin(built)) {
    warnings.push(`已设置 SITE_URL=${siteUrl}，但 --no-build 沿用了为 ${built} 构建的 dist/：SITE_URL 只在构建时生效，请去掉 --no-build 或先运行 npm run build。`)
  }
  return warnings
}
