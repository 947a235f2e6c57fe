// Replication status for the operator's health check. This version reports no replication; the
// Litestream setup replaces it with one that reads the replica's lag.

/**
 * `{configured, lagSeconds, lastReplicatedAt, error}`: whether the databases are replicated, how far
 * the replica is behind (seconds, null when unknown), the time of its newest write and any error.
 * @param {unknown} _app
 * @returns {{ configured: boolean, lagSeconds: number | null, lastReplicatedAt: string | null, error: string | null }}
 */
function replicationStatus(_app) {
  return { configured: false, lagSeconds: null, lastReplicatedAt: null, error: null }
}

module.exports = { replicationStatus }
