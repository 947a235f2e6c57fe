// A real local S3-compatible server (s3rver from npm, objects in a temp dir) for the backup and
// replication tests and the bench. Path-style addressing: `<endpoint>/<bucket>/<key>`.
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import S3rver from 's3rver'

/** s3rver's one account: a request signed with another access key is refused (InvalidAccessKeyId). */
const KEY = 'S3RVER'
/** How s3rver names an object's bytes on its disk: `<bucket>/<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object'

/** @param {NodeJS.ReadableStream} stream */
function readAll(stream) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    stream.on('data', (chunk) => chunks.push(Buffer.from(chunk)))
    stream.on('error', reject)
    stream.on('end', () => resolve(Buffer.concat(chunks)))
  })
}

/**
 * Makes s3rver's PUT atomic, as S3's is: it writes an object's file as the bytes arrive, so a listing
 * meanwhile, or a client killed mid-upload (the replication drill kills Litestream), leaves a partial
 * object that a restore then reads. Here the body is read whole, written beside the object and renamed
 * over it; a body that never completes writes nothing.
 * @param {any} store s3rver's filesystem store
 */
function atomicPuts(store) {
  store.putObject = async (/** @type {{bucket: string, key: string, content: Buffer | NodeJS.ReadableStream, metadata: object}} */ object) => {
    const content = Buffer.isBuffer(object.content) ? object.content : await readAll(object.content)
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object')
    mkdirSync(dirname(objectPath), { recursive: true })
    const partial = `${objectPath}.${randomUUID()}.partial`
    writeFileSync(partial, content)
    renameSync(partial, objectPath)
    const md5 = createHash('md5').update(content).digest('hex')
    await store.putMetadata(object.bucket, object.key, object.metadata, md5)
    return { size: content.length, md5 }
  }
}

/**
 * Starts s3rver on a free loopback port with `buckets` created (the first is `bucket`).
 * Note: s3rver checks the access key and the request date but not AWS Signature V4 itself
 * (its code: "Signature version 4 calculation is unimplemented"), so a wrong secret still passes.
 * `port` 0 is a free one; `directory` keeps the objects there across runs (else a temp dir, removed by stop()).
 * @param {{ buckets?: string[], region?: string, port?: number, directory?: string }} [options]
 */
export async function startS3Server({ buckets = ['site-backups'], region = 'us-east-1', port: wanted = 0, directory } = {}) {
  const dir = directory ?? mkdtempSync(join(tmpdir(), 's3rver-'))
  if (directory) mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: wanted,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  atomicPuts(server.store)
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const bucket = buckets[0]
  return {
    endpoint,
    bucket,
    region,
    accessKey: KEY,
    secret: KEY,
    dir,
    /** The BACKUP_S3_* variables that point PocketBase's backups at this server's first bucket. */
    backupEnv: {
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_REGION: region,
      BACKUP_S3_ACCESS_KEY: KEY,
      BACKUP_S3_SECRET: KEY,
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
    },
    /** The object keys in a bucket (sorted), read from s3rver's disk. */
    keys: (name = bucket) =>
      readdirSync(join(dir, name), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length))
        .sort(),
    stop: async () => {
      try {
        // PocketBase keeps its connections alive: without this, close() waits for them to time out.
        server.httpServer?.closeAllConnections()
        await server.close()
      } finally {
        if (!directory) rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
