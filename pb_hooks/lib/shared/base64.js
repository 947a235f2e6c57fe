// Base64 of a hex digest: PocketBase's $security.sha256 and hs256 answer hex, while a CSP hash source
// and the robots' signatures want standard base64. Pure: no PocketBase globals, no requires, so the
// build (Node) and the hooks load it alike.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Standard base64 (padded) of the bytes a hex string spells. */
function base64FromHex(hex) {
  const bytes = []
  for (let i = 0; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16))
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0)
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63]
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? BASE64[n & 63] : '='
  }
  return out
}

module.exports = { base64FromHex }
