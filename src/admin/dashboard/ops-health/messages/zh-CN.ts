// The 运行状态 panel's texts in Simplified Chinese; the other languages give exactly these keys.
export default {
  app: {
    opsHealth: {
      title: '运行状态',
      status: { ok: '正常', warn: '注意', fail: '故障', off: '未启用', pending: '待首次备份' },
      disk: {
        label: '磁盘',
        free: '数据目录所在磁盘剩余 %{free}（%{percent}%）',
        unknown: '无法读取磁盘空间',
        reasons: {
          diskLow: '剩余空间不足：请清理或扩容（备份时需要约两倍于数据目录的空间）',
          diskUnknown: '无法读取磁盘空间，请运维人员在服务器上检查',
        },
      },
      backup: {
        label: '备份',
        location: { s3: '异地存储（S3）', local: '本机磁盘' },
        none: '备份位置：%{where}',
        latest: '最新备份在 %{hours} 小时前，位于%{where}',
        reasons: {
          storageUnreadable: '无法读取备份存储，请运维人员检查存储设置与网络',
          firstPending: '还没有备份：首次定时备份将按计划（%{schedule}，协调世界时）运行，之后这里会显示它',
          noBackup: '还没有任何备份',
          tooOld: '最新备份已超过两天，定时备份可能失败了',
          old: '最新备份已超过一天，请确认定时备份在运行',
          notOffMachine: '备份只在本机磁盘上，服务器损坏时会一起丢失：请运维人员设置异地备份',
          noSchedule: '没有设置定时备份',
        },
      },
      mail: {
        label: '邮件',
        counts: '排队 %{queued} 封，发送失败 %{failed} 封，待确认 %{held} 封',
        reasons: {
          stuck: '到期的邮件已超过两小时未能发出：请检查 SMTP 服务器',
          slow: '到期的邮件超过一刻钟仍未发出',
          noSmtp: '尚未配置 SMTP 服务器，邮件正在排队',
          waitingForStaff: '有邮件等待处理：请在邮件发送记录中重新发送或放弃发送',
        },
      },
      replication: {
        label: '数据库实时复制',
        off: '未启用（数据只靠定时备份）',
        lag: '副本落后 %{seconds} 秒',
        lagUnknown: '副本延迟未知',
        reasons: {
          error: '复制出错，请运维人员查看服务日志',
          behind: '副本落后过多，请检查复制进程与网络',
          lagUnknown: '无法得知副本的延迟',
        },
      },
    },
  },
}
