// The one inline script of a public page: it starts the page's code (the islands entry, named by its
// data-entry attribute) only once the page has loaded and painted, or at the visitor's first touch,
// key or focus, whichever comes first; a pointer move or a scroll meanwhile is noted (`engaged`) for
// the code that waits for the visitor to use the page. "Painted" is the browser's own word where it
// reports the largest paint (Chromium): after the load event, the first largest-paint entry, or on a
// page with a hero image (the one fetched at high priority: a carousel's first slide) that image's
// entry, at most PAINT_WAIT_MS; elsewhere two frames after the load event. A module script in the
// HTML is fetched at high priority while the page is still painting, and Lighthouse's simulation
// counts every request started before the largest paint into it; started after that paint, the code
// costs the paint nothing (two frames were not always enough: a headless Chromium under load
// presented the first frame after them). A tap on a button or a submit made before the code runs is
// held on the script element (`held`) for the entry to replay (src/islands.tsx). The build writes
// this text into every public page (scripts/site/html.mjs); the server allows exactly this text by
// its hash in the CSP (lib/pages/static-site.js). ASCII only: both sides hash its UTF-8 bytes.

const ENTRY_ATTRIBUTE = require('./entry-loader.json').attribute
const { base64FromHex } = require('../shared/base64.js')

/** The longest the loader waits, after the load event, for the paint it waits for (a stalled image). */
const PAINT_WAIT_MS = 3000

const ENTRY_LOADER = `(function (loader) {
  var held = (loader.held = { forms: [], button: null, engaged: false, running: false })
  var started = false
  function start() {
    if (started) return
    started = true
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.src = loader.getAttribute('${ENTRY_ATTRIBUTE}')
    document.head.appendChild(entry)
  }
  function engage() {
    held.engaged = true
  }
  ['pointermove', 'scroll'].forEach(function (type) {
    addEventListener(type, engage, { capture: true, passive: true, once: true })
  });
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, function () {
      engage()
      start()
    }, { capture: true, passive: true, once: true })
  })
  addEventListener('submit', function (event) {
    if (held.running) return
    event.preventDefault()
    held.forms.push(event.target)
    start()
  }, true)
  addEventListener('click', function (event) {
    var target = event.target
    var button = !held.running && target && target.closest && target.closest('button[type=button]')
    if (button) held.button = button
  }, true)
  function afterFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0)
      })
    })
  }
  function afterPaint() {
    if (document.prerendering) return start()
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
    if (types.indexOf('largest-contentful-paint') < 0) return afterFrames()
    var hero = document.querySelector('img[fetchpriority=high]')
    var done = false
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (!hero || entry.element === hero) painted()
      })
    })
    function painted() {
      if (done) return
      done = true
      clearTimeout(timer)
      observer.disconnect()
      setTimeout(start, 0)
    }
    var timer = setTimeout(painted, ${PAINT_WAIT_MS})
    if (hero) hero.addEventListener('error', painted)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})(document.currentScript)`

/** The CSP source that allows the loader, from the SHA-256 hex digest of ENTRY_LOADER. */
function loaderCspSource(sha256Hex) {
  return `'sha256-${base64FromHex(sha256Hex)}'`
}

module.exports = { ENTRY_ATTRIBUTE, ENTRY_LOADER, PAINT_WAIT_MS, loaderCspSource }
