#!/usr/bin/env node
// `npm run dr-drill`: disaster recovery, measured. A site replicating to a local S3 server (s3rver) with
// Litestream takes leads; the machine is lost (kill -9 of PocketBase and Litestream); it is recovered
// on a second data dir and port with the runbook's commands (npm run replica:restore, then start.mjs
// as the systemd unit runs it). Prints the recovery time (RTO) and the recovery point (RPO): the
// acknowledged leads lost and how far back they go. Exits 1 when the recovered site lacks a lead
// acknowledged before the last confirmed sync, does not serve, or its staff cannot sign in.
import { replicationDrill } from './bench/replication.mjs'

const result = await replicationDrill({ minWalBytes: 16 << 20 })
const problems = [
  result.missingAtMark.length > 0 && `${result.missingAtMark.length} leads acknowledged before the sync mark are missing`,
  result.homeStatus !== 200 && `the recovered home page answered ${result.homeStatus} (is dist/ built? npm run build)`,
  result.staffSignIn !== 200 && `staff sign-in on the recovered site answered ${result.staffSignIn}`,
].filter(Boolean)
console.log(`
恢复时间（RTO）：${(result.recoveryMs / 1000).toFixed(1)} 秒（从副本恢复 ${(result.restoreMs / 1000).toFixed(1)} 秒，启动到可以服务 ${(result.startMs / 1000).toFixed(1)} 秒）
恢复点（RPO）：丢失 ${result.lost} 条已确认的线索，均在机器失联前 ${(result.lostWindowMs / 1000).toFixed(1)} 秒内
${problems.length === 0 ? '✓ 恢复后的网站数据完整、可访问，员工可用原密码登录' : `✗ ${problems.join('; ')}`}`)
process.exit(problems.length === 0 ? 0 : 1)
