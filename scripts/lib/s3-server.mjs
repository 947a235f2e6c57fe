// A real local S3-compatible server (s3rver from npm, objects in a temp dir) for replication tests and the bench.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** s3rver accepts only its built-in key pair (and any region). */
const KEY = 'S3RVER'

/**
 * Starts s3rver on a free loopback port with `buckets` created, path-style addressing.
 * Resolves `{ endpoint, accessKey, secretKey, region, dir, stop }`; stop() removes its files.
 */
export async function startS3Server({ buckets }) {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: KEY,
    secretKey: KEY,
    region: 'us-east-1',
    dir,
    stop: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
