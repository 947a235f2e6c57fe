// 今日待辦 and the follow-ups in Traditional Chinese, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    tasks: {
      panel: {
        title: '跟進任務',
        none: '暫無跟進任務',
        add: '新增跟進',
        adding: '正在新增跟進任務...',
        added: '跟進任務已新增',
        addFailed: '新增跟進任務失敗，請重試',
        titlePlaceholder: '如：下週二回訪，確認報價',
        quick: '快捷時間',
        showDone: '已完成的任務（%{count}）',
        hideDone: '收起已完成的任務',
        pastDue: '這個時間已經過去，任務會立即顯示為已逾期並提醒負責人',
      },
      quick: {
        inTwoHours: '2 小時後',
        tomorrow: '明天 9:00',
        nextMonday: '下週一 9:00',
        nextWeek: '一週後 9:00',
      },
      states: {
        overdue: '已逾期',
        today: '今天',
        upcoming: '以後',
        done: '已完成',
      },
      actions: {
        complete: '完成',
        reopen: '重新開啟',
        updating: '正在更新跟進任務...',
        completed: '跟進任務已完成',
        reopened: '跟進任務已重新開啟',
        failed: '更新跟進任務失敗，請重試',
      },
      list: {
        due: '今日待辦',
        upcoming: '以後',
        done: '已完成',
        views: '檢視',
        mine: '只看我的',
        empty: {
          due: '今天沒有待辦的跟進任務',
          upcoming: '沒有以後的跟進任務',
          done: '還沒有完成的跟進任務',
        },
        doneAt: '完成於 %{time}',
      },
      card: {
        title: '今日待辦',
        mine: '我的跟進：已逾期 %{overdue} 個，今天 %{today} 個',
        all: '檢視全部',
        empty: '今天沒有待辦的跟進任務',
      },
    },
  },
  resources: {
    tasks: {
      name: '今日待辦',
      fields: {
        title: '跟進內容',
        due_at: '跟進時間',
        owner: '負責人',
        submission: '線索',
        done: '狀態',
        actions: '操作',
      },
    },
  },
}

export default texts
