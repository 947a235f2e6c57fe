#!/usr/bin/env node
// `npm run s3:local`: a local S3-compatible server (s3rver) on loopback for trying backups and
// replication without a cloud account: buckets `site-backups` and `replica`, objects kept in
// .cache/s3-local across runs. Prints the environment lines that point the site at it. Ctrl+C stops it.
import { join } from 'node:path'
import { root } from './lib/pocketbase.mjs'
import { startS3Server } from './lib/s3-server.mjs'

const port = Number(process.env.S3_LOCAL_PORT || 9000)
const directory = process.env.S3_LOCAL_DIR || join(root, '.cache', 's3-local')
const s3 = await startS3Server({ buckets: ['site-backups', 'replica'], port, directory })
const lines = [
  ...Object.entries(s3.backupEnv).map(([name, value]) => `${name}=${value}`),
  `LITESTREAM_S3_ENDPOINT=${s3.endpoint}`,
  'LITESTREAM_S3_BUCKET=replica',
  `LITESTREAM_S3_REGION=${s3.region}`,
  'LITESTREAM_S3_FORCE_PATH_STYLE=true',
  `LITESTREAM_ACCESS_KEY_ID=${s3.accessKey}`,
  `LITESTREAM_SECRET_ACCESS_KEY=${s3.secret}`,
]
console.log(`本地 S3 兼容存储（s3rver）：${s3.endpoint}，存储桶 site-backups 与 replica，对象保存在 ${directory}
把下面几行加入站点的环境（例如 export 后运行 npm start，再运行 npm run restore-drill）：

${lines.join('\n')}

按 Ctrl+C 停止。`)
const stop = () => s3.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
