// Starts a real local S3-compatible server (s3rver, files in a temp dir) for replication and backup tests.
import { startS3Server as start } from '../../scripts/lib/s3-server.mjs'

export interface S3Server {
  /** `http://127.0.0.1:<port>`: path-style addressing (`<endpoint>/<bucket>/<key>`). */
  endpoint: string
  accessKey: string
  secretKey: string
  region: string
  /** Where s3rver keeps the objects (removed by stop()). */
  dir: string
  stop: () => Promise<void>
}

export function startS3Server({ buckets }: { buckets: string[] }): Promise<S3Server> {
  return start({ buckets })
}
