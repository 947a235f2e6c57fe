#!/usr/bin/env node
// `npm run restore-drill`: restore the newest off-machine (S3) backup into a fresh data dir on a free
// port and check it (staff sign-in, leads, files, mail log, queued mail held); exit 1 when a check fails.
// `npm run restore-drill -- --into <dir>`: the same into a new dir that is kept (a real disaster).
// Reads the site's BACKUP_S3_* variables; `--staff <username>` signs in as that account, with its
// password from STAFF_PASSWORD (never on the command line). `--json` prints the report as JSON last.
import { DrillError, restoreDrill } from './lib/restore-drill.mjs'
import { PASSWORD_VARIABLE } from './lib/staff-password.mjs'

const args = process.argv.slice(2)
const valueOf = (name) => {
  const i = args.indexOf(name)
  return i >= 0 && i + 1 < args.length ? args[i + 1] : null
}
const into = valueOf('--into')
const staffName = valueOf('--staff')
if (staffName && !process.env[PASSWORD_VARIABLE]) {
  console.error(`--staff ${staffName} 需要该账号的密码，请通过环境变量 ${PASSWORD_VARIABLE} 提供`)
  process.exit(2)
}

try {
  const report = await restoreDrill({
    into,
    staff: staffName ? { username: staffName, password: process.env[PASSWORD_VARIABLE] } : null,
  })
  console.log(report.ok ? '\n恢复演练通过。' : '\n恢复演练未通过：见上方标 ✗ 的检查。')
  if (report.kept) console.log(`恢复的数据目录：${report.dataDir}（用 PB_DATA=${report.dataDir} 启动站点）`)
  if (args.includes('--json')) console.log(JSON.stringify(report))
  process.exit(report.ok ? 0 : 1)
} catch (error) {
  console.error(error instanceof DrillError ? `恢复演练失败：${error.message}` : error)
  process.exit(1)
}
