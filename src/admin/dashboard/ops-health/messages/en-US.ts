// The operations status panel's texts in English (the keys of zh-CN.ts).
export default {
  app: {
    opsHealth: {
      title: 'System status',
      status: { ok: 'OK', warn: 'Attention', fail: 'Failing', off: 'Off', pending: 'First backup due' },
      disk: {
        label: 'Disk',
        free: '%{free} free on the data disk (%{percent}%)',
        unknown: 'Free disk space unknown',
        reasons: {
          diskLow: 'Low on space: clean up or grow the disk (a backup needs about twice the data dir)',
          diskUnknown: 'Free disk space could not be read: ask the operator to check the server',
        },
      },
      backup: {
        label: 'Backups',
        location: { s3: 'off-site storage (S3)', local: 'this server’s disk' },
        none: 'Stored on %{where}',
        latest: 'Newest backup %{hours} hours ago, on %{where}',
        reasons: {
          storageUnreadable: 'The backup storage could not be read: ask the operator to check its settings and network',
          firstPending: 'No backup yet: the first scheduled backup runs as planned (%{schedule}, UTC) and will show here',
          noBackup: 'There is no backup yet',
          tooOld: 'The newest backup is more than two days old: scheduled backups may be failing',
          old: 'The newest backup is more than a day old: check that scheduled backups run',
          notOffMachine: 'Backups are only on this server’s disk and would be lost with it: ask the operator to set up off-site backups',
          noSchedule: 'No backup schedule is set',
        },
      },
      mail: {
        label: 'Mail',
        counts: '%{queued} queued, %{failed} failed, %{held} awaiting review',
        reasons: {
          stuck: 'Due mail has not gone out for over two hours: check the SMTP server',
          slow: 'Due mail has waited over a quarter of an hour',
          noSmtp: 'No SMTP server is set: mail is waiting in the queue',
          waitingForStaff: 'Mail awaits a decision: send it again or discard it in the mail log',
        },
      },
      replication: {
        label: 'Live database replication',
        off: 'Off (the data relies on scheduled backups)',
        lag: 'Replica %{seconds} s behind',
        lagUnknown: 'Replica lag unknown',
        reasons: {
          error: 'Replication reports an error: ask the operator to read the service log',
          behind: 'The replica is too far behind: check the replication process and network',
          lagUnknown: 'The replica’s lag cannot be told',
        },
      },
    },
  },
}
