// 今日待办 and the follow-ups (跟进任务) on a lead's page and the dashboard, in Simplified Chinese; the other
// languages give exactly these keys.

export default {
  app: {
    tasks: {
      panel: {
        title: '跟进任务',
        none: '暂无跟进任务',
        add: '添加跟进',
        adding: '正在添加跟进任务...',
        added: '跟进任务已添加',
        addFailed: '添加跟进任务失败，请重试',
        titlePlaceholder: '如：下周二回访，确认报价',
        quick: '快捷时间',
        showDone: '已完成的任务（%{count}）',
        hideDone: '收起已完成的任务',
        pastDue: '这个时间已经过去，任务会立即显示为已逾期并提醒负责人',
      },
      quick: {
        inTwoHours: '2 小时后',
        tomorrow: '明天 9:00',
        nextMonday: '下周一 9:00',
        nextWeek: '一周后 9:00',
      },
      states: {
        overdue: '已逾期',
        today: '今天',
        upcoming: '以后',
        done: '已完成',
      },
      actions: {
        complete: '完成',
        reopen: '重新打开',
        updating: '正在更新跟进任务...',
        completed: '跟进任务已完成',
        reopened: '跟进任务已重新打开',
        failed: '更新跟进任务失败，请重试',
      },
      list: {
        due: '今日待办',
        upcoming: '以后',
        done: '已完成',
        views: '查看',
        mine: '只看我的',
        empty: {
          due: '今天没有待办的跟进任务',
          upcoming: '没有以后的跟进任务',
          done: '还没有完成的跟进任务',
        },
        doneAt: '完成于 %{time}',
      },
      card: {
        title: '今日待办',
        mine: '我的跟进：已逾期 %{overdue} 个，今天 %{today} 个',
        all: '查看全部',
        empty: '今天没有待办的跟进任务',
      },
    },
  },
  resources: {
    tasks: {
      name: '今日待办',
      fields: {
        title: '跟进内容',
        due_at: '跟进时间',
        owner: '负责人',
        submission: '线索',
        done: '状态',
        actions: '操作',
      },
    },
  },
}
