/// <reference path="jsvm.d.ts" />
// Continuous replication (Litestream): its status as a console command, marking a database restored
// from the replica, and no PocketBase checkpoint that would hold off writes waiting on Litestream's
// read lock.

/** PocketBase's root command: always there when hooks load, optional only in its declarations. */
const replicationRootCmd = /** @type {cobra.Command} */ ($app.rootCmd)

// `pocketbase replication-status`: what the staff dashboard shows, as JSON, for an operator's shell.
replicationRootCmd.addCommand(
  new Command({
    use: 'replication-status',
    short: '显示 Litestream 异地副本的复制状态（JSON）',
    run: (cmd) => {
      cmd.outOrStdout().write(`${JSON.stringify(require(`${__hooks}/lib/ops/replication.js`).replicationStatus($app))}\n`)
    },
  }),
)

// `pocketbase mark-restored`: run by `npm run replica:restore` on the restored copy, so that its first
// start holds the mail it had queued for staff (the lost machine may have sent it), as after a backup.
replicationRootCmd.addCommand(
  new Command({
    use: 'mark-restored',
    short: '把数据目录标记为从副本恢复：首次启动时，其中排队的邮件交由员工确认，不自动发送',
    run: (cmd) => {
      require(`${__hooks}/lib/mail/restored-backup.js`).markBackup($app, new Date())
      cmd.outOrStdout().write('marked as restored\n')
    },
  }),
)

// With a replica configured, Litestream owns checkpoints. PocketBase's nightly job runs
// `PRAGMA wal_checkpoint(TRUNCATE)` on both databases, which waits out its 10 s busy timeout on
// Litestream's read transaction while holding off every write (leads included): keep only its
// `PRAGMA optimize`.
if (require(`${__hooks}/lib/ops/replication.js`).replicationConfigured()) {
  cronAdd('__pbDBOptimize__', '0 0 * * *', () => {
    try {
      $app.nonconcurrentDB().newQuery('PRAGMA optimize').execute()
    } catch (error) {
      $app.logger().warn('Failed to run periodic PRAGMA optimize', 'error', String(error))
    }
  })
}

// The same checkpoint in PocketBase's ZIP backups: there the write connections wait at most a second
// while the backup runs (lib/ops/backup-busy.js).
if (require(`${__hooks}/lib/ops/replication.js`).replicationConfigured()) {
  onBackupCreate((e) => {
    require(`${__hooks}/lib/ops/backup-busy.js`).withBackupBusyTimeout(e.app, () => e.next())
  })
}
