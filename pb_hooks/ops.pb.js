/// <reference path="jsvm.d.ts" />
// What an operator watches and runs (lib/ops/): GET /api/ops/health (disk, backups, mail queue,
// replication lag; 503 when something fails) and the dashboard's 运行状态 panel, the replication status
// command, and the backup and checkpoint settings that keep Litestream from holding off writes.

routerAdd('GET', require(`${__hooks}/lib/shared/ops-health.json`).path, (e) => require(`${__hooks}/lib/ops/ops-health.js`).healthRequest(e))

// The dashboard's copy: 200 with the report even when a check fails (a 503 would be a page error to the browser).
routerAdd(
  'GET',
  require(`${__hooks}/lib/shared/ops-health.json`).dashboardPath,
  (e) => require(`${__hooks}/lib/ops/ops-health.js`).dashboardRequest(e),
  $apis.requireAuth('staff', '_superusers'),
)

// A new install's first backup is due from the process's start: until its schedule had time to run, none is not a failure.
onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/ops/ops-health.js`).noteStart(e.app)
})

// A backup made here shows at once (the newest backup is otherwise listed at most once a minute).
onBackupCreate((e) => {
  e.next()
  require(`${__hooks}/lib/ops/ops-health.js`).forgetNewestBackup(e.app)
})

// `pocketbase replication-status`: what the staff dashboard shows of Litestream, as JSON, for an operator's shell.
require(`${__hooks}/lib/core/console-command.js`).addConsoleCommand(
  new Command({
    use: 'replication-status',
    short: '显示 Litestream 异地副本的复制状态（JSON）',
    run: (cmd) => {
      cmd.outOrStdout().write(`${JSON.stringify(require(`${__hooks}/lib/ops/replication.js`).replicationStatus($app))}\n`)
    },
  }),
)

// With a replica configured, Litestream owns checkpoints. PocketBase's nightly job runs
// `PRAGMA wal_checkpoint(TRUNCATE)` on both databases, which waits out its 10 s busy timeout on
// Litestream's read transaction while holding off every write (leads included): keep only its
// `PRAGMA optimize`. The same checkpoint in PocketBase's ZIP backups: there the write connections
// wait at most a second while the backup runs (lib/ops/backup-busy.js).
if (require(`${__hooks}/lib/ops/replication.js`).replicationConfigured()) {
  cronAdd('__pbDBOptimize__', '0 0 * * *', () => {
    try {
      $app.nonconcurrentDB().newQuery('PRAGMA optimize').execute()
    } catch (error) {
      $app.logger().warn('Failed to run periodic PRAGMA optimize', 'error', String(error))
    }
  })
  onBackupCreate((e) => {
    require(`${__hooks}/lib/ops/backup-busy.js`).withBackupBusyTimeout(e.app, () => e.next())
  })
}
