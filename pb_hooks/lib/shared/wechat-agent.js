// Whether a visitor's browser is WeChat's own (the only place the share card's JS-SDK can work): the
// page's entry loads the share script only there (src/islands.tsx), the server allows the SDK's host in
// a page's CSP only there (lib/pages/static-site.js), and nginx keeps the two kinds of page apart in its
// cache (deploy/nginx, filled by scripts/lib/nginx-site.mjs). Self-contained: every public page's entry
// imports it, so it must stay a few bytes.

/** WeChat's in-app browser names itself so (Android, iOS, the desktop apps). */
const WECHAT_AGENT = 'MicroMessenger'
/** WeCom (企业微信) says MicroMessenger too, but runs its own JS-SDK that an official account cannot sign for. */
const WECOM_AGENT = 'wxwork'

/** @param {string} userAgent */
function isWeChatAgent(userAgent) {
  const agent = String(userAgent || '').toLowerCase()
  return agent.indexOf(WECHAT_AGENT.toLowerCase()) >= 0 && agent.indexOf(WECOM_AGENT) < 0
}

module.exports = { WECHAT_AGENT, WECOM_AGENT, isWeChatAgent }
