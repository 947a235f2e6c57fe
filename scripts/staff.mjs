#!/usr/bin/env node
// `npm run staff -- <username> <password> [email]`: create a staff account or reset its password.
import { resolve } from 'node:path'
import { dirs, ensurePocketBase, root, runPocketBase } from './lib/pocketbase.mjs'

const [username, password, email] = process.argv.slice(2)
if (!username || !password) {
  console.error('用法: npm run staff -- <用户名> <密码> [邮箱]')
  process.exit(1)
}
const { bin } = await ensurePocketBase({ log: console.log })
const dataDir = resolve(root, process.env.PB_DATA || 'pb_data')
try {
  runPocketBase(bin, ['migrate', 'up'], { dataDir, publicDir: dirs.public })
  const args = ['staff', username, password, ...(email ? [email] : [])]
  process.stdout.write(runPocketBase(bin, args, { dataDir, publicDir: dirs.public }))
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
