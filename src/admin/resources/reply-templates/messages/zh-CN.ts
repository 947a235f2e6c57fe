// 回复模板 and 回复邮件 on a lead's page, in Simplified Chinese; the other languages give exactly these keys.

export default {
  app: {
    replies: {
      panel: {
        title: '回复邮件',
        template: '回复模板',
        chooseTemplate: '选择模板（可选）',
        noTemplates: '还没有回复模板',
        manage: '管理模板',
        to: '收件人：%{email}',
        write: '写邮件',
        fold: '收起',
        send: '发送邮件',
        sending: '正在发送邮件...',
        sent: '邮件已进入发送队列，一分钟内发出',
        failed: '发送邮件失败，请重试',
        filling: '正在填入模板...',
        fillFailed: '填入模板失败，请重试',
        replaceTitle: '替换已写的内容？',
        replaceBody: '选择模板会替换当前的主题和正文。',
        firstReply: '发送第一封回复后，这条线索会标记为已联系。',
        noEmail: '这条线索没有邮箱地址，无法回复邮件。',
      },
    },
  },
  resources: {
    'reply-templates': {
      name: '回复模板',
      add: '新建模板',
      empty: '还没有回复模板。点“新建模板”写下团队常用的回复，在线索页面回复邮件时即可选用。',
      fields: {
        title: '模板名称',
        subject: '邮件主题',
        body: '邮件正文',
        updated: '更新时间',
      },
      slots: '可用字段（点击插入到正文）',
      slotsHint: '发送前，字段会换成线索的内容，例如 {姓名} 换成访客的姓名；线索没有填的字段留空，发送前请检查。',
      notify: {
        created: '回复模板已创建',
        updated: '回复模板已保存',
      },
      searchPlaceholder: '搜索模板名称、主题或正文',
    },
  },
}
