// Litestream replication lag for staff: Litestream's local position (its metrics) against what the S3 replica holds.

const replication = require(`${__hooks}/lib/shared/replication.json`)

/** The trimmed value of an environment variable, or '' when it is unset. */
function env(name) {
  return ($os.getenv(name) || '').trim()
}

/** Whether this site replicates its databases (LITESTREAM_S3_BUCKET set, as for Litestream). */
function replicationConfigured() {
  return env(replication.env.bucket) !== ''
}

/** Litestream's `litestream_txid` gauge per database file name (`data.db`), from its Prometheus text. */
function localPositions(metricsText) {
  const positions = {}
  const pattern = /^litestream_txid\{[^}]*db="([^"]*)"[^}]*\}\s+([0-9.e+]+)\s*$/gm
  let match
  while ((match = pattern.exec(metricsText)) !== null) {
    positions[match[1].split('/').pop()] = Number(match[2])
  }
  return positions
}

/**
 * The replica's newest transaction of one database: the highest max TXID in its LTX file names
 * (`<min>-<max>.ltx`, hexadecimal) at the lowest level that has files (level 0 is written first,
 * the higher levels are compactions of it), and the time that file was stored.
 */
function replicaPosition(fsys, prefix) {
  for (const level of replication.ltxLevels) {
    const objects = fsys.list(`${prefix}/${String(level).padStart(4, '0')}/`)
    let best = null
    for (const object of objects) {
      if (!object) continue
      const name = object.key.split('/').pop()
      const match = /^([0-9a-f]{16})-([0-9a-f]{16})\.ltx$/.exec(name)
      if (!match) continue
      const txid = parseInt(match[2], 16)
      if (best === null || txid > best.txid) best = { txid, at: object.modTime.unixMilli() }
    }
    if (best !== null) return best
  }
  return null
}

/**
 * `{ configured, lagSeconds, lastReplicatedAt, error }` for the ops panel and the health endpoint.
 * Not configured without LITESTREAM_S3_BUCKET. In sync (every database's replica holds Litestream's
 * local position): lag 0. Behind: the seconds since the replica last received that database, an
 * upper bound of the writes a lost machine would take with it. lastReplicatedAt: the newest file
 * in the replica (the last upload).
 */
function replicationStatus(app) {
  const bucket = env(replication.env.bucket)
  if (!replicationConfigured()) return { configured: false, lagSeconds: null, lastReplicatedAt: null, error: null }
  const status = { configured: true, lagSeconds: null, lastReplicatedAt: null, error: null }

  let local
  try {
    const res = $http.send({ url: `http://${env(replication.env.metricsAddr) || replication.defaultMetricsAddr}/metrics`, timeout: 5 })
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`)
    local = localPositions(toString(res.body))
  } catch (error) {
    app.logger().warn('Litestream metrics unreachable', 'error', String(error))
    return { ...status, error: replication.messages.metricsUnreachable }
  }

  let fsys
  const replicas = {}
  try {
    fsys = $filesystem.s3(
      bucket,
      env(replication.env.region),
      env(replication.env.endpoint),
      env(replication.env.accessKey),
      env(replication.env.secretKey),
      ['1', 'true', 'yes', 'on'].includes(env(replication.env.forcePathStyle).toLowerCase()),
    )
    const root = env(replication.env.path)
    for (const database of replication.databases) {
      replicas[database] = replicaPosition(fsys, root === '' ? database : `${root}/${database}`)
    }
  } catch (error) {
    app.logger().warn('Litestream replica unreadable', 'error', String(error))
    return { ...status, error: replication.messages.replicaUnreadable }
  } finally {
    if (fsys) fsys.close()
  }

  const now = Date.now()
  let newest = null
  let lag = 0
  for (const database of replication.databases) {
    const replica = replicas[database]
    if (local[database] === undefined) return { ...status, error: replication.messages.notReplicating.split('{db}').join(database) }
    if (replica === null) return { ...status, error: replication.messages.replicaEmpty.split('{db}').join(database) }
    if (newest === null || replica.at > newest) newest = replica.at
    if (replica.txid < local[database]) lag = Math.max(lag, Math.max(0, Math.round((now - replica.at) / 1000)))
  }
  return { ...status, lagSeconds: lag, lastReplicatedAt: new Date(newest).toISOString() }
}

module.exports = { replicationStatus, replicationConfigured }
