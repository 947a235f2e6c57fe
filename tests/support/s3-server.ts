// A real S3-compatible server (s3rver, npm) on loopback for the backup and replication tests: the typed
// face of scripts/lib/s3-server.mjs, which the bench uses too.
import { startS3Server as start } from '../../scripts/lib/s3-server.mjs'

export interface S3Server {
  /** `http://127.0.0.1:<port>`: the endpoint, path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint: string
  /** The first bucket made. */
  bucket: string
  region: string
  /** s3rver's one account: a request signed with another access key is refused (InvalidAccessKeyId). */
  accessKey: string
  secret: string
  /** Where s3rver keeps the objects (removed by stop()). */
  dir: string
  /** The BACKUP_S3_* variables that point PocketBase's backups at this server. */
  backupEnv: Record<string, string>
  /** The object keys in a bucket (default: the first), sorted, read from s3rver's disk. */
  keys: (bucket?: string) => string[]
  stop: () => Promise<void>
}

export function startS3Server(options: { buckets?: string[]; region?: string; port?: number; directory?: string } = {}): Promise<S3Server> {
  return start(options)
}
