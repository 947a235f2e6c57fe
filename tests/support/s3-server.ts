// A real S3-compatible server (s3rver, npm) on loopback, for backup and replication tests.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { freePort } from '../../scripts/lib/pocketbase.mjs'

/** How s3rver names an object's bytes on its disk: `<bucket>/<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object'

export interface S3Server {
  /** `http://127.0.0.1:<port>`: the endpoint, path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint: string
  bucket: string
  region: string
  /** s3rver's one account: a request signed with another access key is refused (InvalidAccessKeyId). */
  accessKey: string
  secret: string
  /** The BACKUP_S3_* variables that point PocketBase's backups at this server. */
  backupEnv: Record<string, string>
  /** The object keys in the bucket (sorted), read from s3rver's disk. */
  keys: () => string[]
  stop: () => Promise<void>
}

/**
 * Starts s3rver on a free port with one bucket, its objects in a temp dir (removed by `stop`).
 * Note: s3rver checks the access key and the request date but not AWS Signature V4 itself
 * (its code: "Signature version 4 calculation is unimplemented"), so a wrong secret still passes.
 */
export async function startS3Server({ bucket = 'site-backups', region = 'us-east-1' } = {}): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const credentials = { accessKey: 'S3RVER', secret: 'S3RVER' }
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    backupEnv: {
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_REGION: region,
      BACKUP_S3_ACCESS_KEY: credentials.accessKey,
      BACKUP_S3_SECRET: credentials.secret,
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
    },
    keys: () =>
      readdirSync(join(directory, bucket), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length))
        .sort(),
    stop: async () => {
      try {
        // PocketBase keeps its connections alive: without this, close() waits for them to time out.
        server.httpServer?.closeAllConnections()
        await server.close()
      } finally {
        rmSync(directory, { recursive: true, force: true })
      }
    },
  }
}
