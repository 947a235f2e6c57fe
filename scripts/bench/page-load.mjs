// Serving cost: a public page as the site serves it (the catch-all JS route, with whatever data it
// puts in the HTML) beside a PocketBase thumbnail download in the same run, from the same autocannon
// clients, as a browser asks for them (Accept-Encoding: br, gzip).
import autocannon from 'autocannon'

/** GETs `path` from `connections` clients for `seconds`; returns `{label, requests, rps, p50, p97_5, p99, non2xx, errors, bytesPerResponse}` (ms, bytes). */
export async function fireGet({ url, path, connections, seconds, label = path }) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,image/avif,image/webp,*/*' },
  })
  const requests = result.requests.total
  return {
    label,
    requests,
    rps: requests / seconds,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: requests ? result.throughput.total / requests : 0,
  }
}

function format(r) {
  return (
    `${r.label.slice(0, 48).padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  ` +
    `p97.5 ${String(r.p97_5).padStart(4)} ms  ${(r.bytesPerResponse / 1024).toFixed(1).padStart(6)} KB/resp  non-2xx ${r.non2xx}  errors ${r.errors}`
  )
}

/** A hookless collection with one public image field: what a PocketBase file download costs in Go alone. */
export const FILE_COLLECTION = 'bench_files'
const THUMB = '640x360'
/** A small thumbnail, a few KB like a compressed page: the Go-only baseline of the ratio. */
const SMALL_THUMB = '100x100'

/**
 * The files to compare with, each primed once (PocketBase makes a thumbnail on the first request and
 * serves the stored one after): the first home slide's image uploaded to `bench_files` (no hooks:
 * Go only) as a small thumbnail (the baseline) and as the phone-size one, and that phone-size
 * thumbnail of the slide itself as a guest gets it (through the site's onFileDownloadRequest hook
 * in pb_hooks/uploads.pb.js). Returns `[{label, path}]`, the baseline first.
 */
export async function comparisonFiles(url, token) {
  const query = new URLSearchParams({ filter: "page_id='home' && active=true", sort: 'order_index', perPage: '1' })
  const page = await fetch(`${url}/api/collections/carousels/records?${query}`).then((r) => r.json())
  const slide = page.items?.find((item) => item.image)
  if (!slide) throw new Error('no home slide with an image to download')
  const hooked = `/api/files/${slide.collectionId}/${slide.id}/${slide.image}?thumb=${THUMB}`
  const original = await fetch(`${url}/api/files/${slide.collectionId}/${slide.id}/${slide.image}`)
  if (!original.ok) throw new Error(`GET slide image -> ${original.status}`)
  const image = new Blob([await original.arrayBuffer()], { type: original.headers.get('content-type') ?? 'image/png' })

  const auth = { authorization: token }
  const exists = await fetch(`${url}/api/collections/${FILE_COLLECTION}`, { headers: auth })
  if (!exists.ok) {
    const created = await fetch(`${url}/api/collections`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: FILE_COLLECTION,
        type: 'base',
        listRule: '',
        viewRule: '',
        fields: [{ name: 'image', type: 'file', maxSelect: 1, maxSize: 20 * 1024 * 1024, thumbs: [SMALL_THUMB, THUMB] }],
      }),
    })
    if (!created.ok) throw new Error(`create ${FILE_COLLECTION} -> ${created.status} ${await created.text()}`)
  }
  const form = new FormData()
  form.append('image', image, slide.image)
  const record = await fetch(`${url}/api/collections/${FILE_COLLECTION}/records`, { method: 'POST', headers: auth, body: form }).then((r) => r.json())
  if (!record.id) throw new Error(`upload to ${FILE_COLLECTION} failed: ${JSON.stringify(record)}`)
  const plain = (thumb) => `/api/files/${record.collectionId}/${record.id}/${record.image}?thumb=${thumb}`

  const files = [
    { label: `Go-only file download, thumb ${SMALL_THUMB}`, path: plain(SMALL_THUMB) },
    { label: `Go-only file download, thumb ${THUMB}`, path: plain(THUMB) },
    { label: `slide thumb ${THUMB} via the site's hook`, path: hooked },
  ]
  for (const file of files) {
    const res = await fetch(`${url}${file.path}`)
    if (!res.ok) throw new Error(`GET ${file.path} -> ${res.status}`)
    await res.arrayBuffer()
  }
  return files
}

/**
 * Each page in `pages` beside the file downloads of `comparisonFiles`, alternated `rounds` times
 * after a warm-up, `connections` clients for `seconds` each. Prints each run, then each page's
 * throughput (and the other downloads') as a share of the Go-only small thumbnail's.
 */
export async function pageBesideFile(url, token, { pages, connections = 20, seconds = 10, rounds = 2, log = console.log }) {
  const files = await comparisonFiles(url, token)
  const targets = [...pages.map((path) => ({ label: `page ${path}`, path })), ...files]
  for (const target of targets) await fireGet({ url, path: target.path, connections, seconds: 1 })
  log(`\nServing cost: pages beside a file download, ${connections} clients, ${seconds}s per run, ${rounds} rounds alternated (autocannon, Accept-Encoding: br, gzip)`)
  const runs = new Map(targets.map((target) => [target.label, []]))
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const run = await fireGet({ url, path: target.path, connections, seconds, label: target.label })
      runs.get(target.label).push(run)
      log(format(run))
    }
  }
  const rate = (label) => runs.get(label).reduce((sum, r) => sum + r.requests, 0) / (rounds * seconds)
  const goRate = rate(files[0].label)
  const ratios = {}
  for (const target of targets.slice(0, pages.length).concat(files.slice(1))) {
    ratios[target.label] = rate(target.label) / goRate
    log(`${target.label} / Go-only ${SMALL_THUMB} download: ${ratios[target.label].toFixed(2)}x (${rate(target.label).toFixed(0)} vs ${goRate.toFixed(0)} req/s)`)
  }
  return { targets, runs: Object.fromEntries(runs), ratios }
}
