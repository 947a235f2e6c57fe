// The 个人信息请求 (personal-data requests) screen's texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'

/** The enum groups this screen labels, each value with its Simplified Chinese label. */
export const enumGroups = { privacyRequestTypes: enumLabels.privacyRequestTypes, privacyRequestStatuses: enumLabels.privacyRequestStatuses }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
    privacy: {
      intro: '依据《个人信息保护法》，个人可以查阅、复制和删除本网站保存的本人信息。按手机号码或邮箱查找该联系人在各处的全部记录，再导出或删除；每次处理都记入下方的请求记录。',
      none: '无',
      places: {
        form_submissions: '线索',
        lead_notes: '跟进备注',
        mail_outbox: '邮件与机器人消息',
        activity_log: '操作记录',
      },
      find: {
        title: '查找个人信息',
        contact: '手机号码或邮箱',
        contactHint: '可带空格、+86 或 0086；邮箱不区分大小写',
        submit: '查找',
        failed: '查找失败，请重试',
      },
      result: {
        label: '查找结果',
        title: '%{masked} 的个人信息',
        total: '共 %{smart_count} 条记录',
        none: '未找到与该联系方式相关的个人信息',
        leads: '相关线索',
      },
      handle: {
        request: '对应的登记请求',
        requestHint: '处理已登记的请求时选择它，处理后自动关闭',
        requestNone: '无（现在收到的请求）',
        requestItem: '%{type} · %{day} 收到',
        receivedOn: '收到请求日期',
        receivedHint: '处理期限从这天起按工作日计算',
        export: '导出（JSON + Excel）',
        exporting: '正在导出...',
        exported: '已导出，文件已下载',
        exportFailed: '导出失败，请重试',
        erase: '删除',
        erased: '已删除该联系人的个人信息',
        eraseFailed: '删除失败，请重试',
        adminsOnly: '导出和删除由管理员处理。',
      },
      confirm: {
        title: '删除 %{masked} 的个人信息？',
        body: '以下 %{smart_count} 条记录将在一次操作中全部删除或匿名化，无法撤销：',
        leads: '线索保留类型、状态和时间（仪表盘与统计数字不变），姓名、联系方式、公司、留言、IP 等全部清除',
        mails: '尚未发出的邮件和机器人消息不再发送；已发出的只保留发送状态和时间',
        notes: '跟进备注全部删除',
        activity: '操作记录保留谁在何时做了什么，不再含该联系人的信息',
        submit: '确认删除',
      },
      backups: {
        schedule: '备份：定时备份（计划 %{cron}，协调世界时）保留最近 %{keep} 份，删除前的备份在其后 %{keep} 次备份完成时才被清除（每天一次即约 %{keep} 天）。',
        noSchedule: '备份：未设置定时备份。',
        replication: '持续复制的异地副本：约 2 天内清除。',
        restore: '手动创建的备份不会自动清除；如从删除前的备份恢复数据，需要重新处理此后完成的删除请求。',
      },
      register: {
        title: '登记请求',
        hint: '收到请求但暂不处理时先登记：处理期限按工作日计算，超期会在仪表盘提示。处理时在“对应的登记请求”中选择它。',
        submit: '登记',
        done: '请求已登记，处理期限 %{due}',
        failed: '登记失败，请重试',
      },
      log: {
        title: '请求记录',
        overdue: '已超期',
        late: '逾期处理',
        received: '%{day} 收到',
        due: '期限 %{day}',
        handled: '%{name} 于 %{time} 处理',
      },
      retention: {
        title: '保留期限执行记录',
        hint: '每天 02:30 自动匿名化超过线索保留期限（系统设置 → 基本设置）的线索，以及它们的邮件、机器人消息、备注和操作记录；每月一行，记录运行次数和匿名化的条数。',
        month: '月份',
        runs: '运行次数',
        lastRun: '最近运行',
        period: '保留期限 %{months} 个月',
        counts: '已匿名化',
        empty: '尚未运行',
      },
      backlog: {
        pending: '个人信息请求：%{pending} 条待处理',
        overdue: '个人信息请求：%{pending} 条待处理，其中 %{overdue} 条已超过处理期限',
        open: '去处理',
      },
    },
  },
  resources: {
    privacy: {
      name: '个人信息请求',
      fields: {
        type: '请求类型',
        status: '状态',
        contact_masked: '联系方式',
        received_on: '收到日期',
        due_on: '处理期限',
        handler_name: '处理人',
        handled_at: '处理人与时间',
        counts: '结果',
      },
    },
  },
}
