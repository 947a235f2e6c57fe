// 回覆範本 and replies in Traditional Chinese, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    replies: {
      panel: {
        title: '回覆郵件',
        template: '回覆範本',
        chooseTemplate: '選擇範本（選填）',
        noTemplates: '還沒有回覆範本',
        manage: '管理範本',
        to: '收件人：%{email}',
        write: '寫郵件',
        fold: '收起',
        send: '傳送郵件',
        sending: '正在傳送郵件...',
        sent: '郵件已進入傳送佇列，一分鐘內送出',
        failed: '傳送郵件失敗，請重試',
        filling: '正在填入範本...',
        fillFailed: '填入範本失敗，請重試',
        replaceTitle: '取代已寫的內容？',
        replaceBody: '選擇範本會取代目前的主旨和內文。',
        firstReply: '傳送第一封回覆後，這筆線索會標記為已聯絡。',
        noEmail: '這筆線索沒有電子郵件地址，無法回覆郵件。',
      },
    },
  },
  resources: {
    'reply-templates': {
      name: '回覆範本',
      add: '新增範本',
      empty: '還沒有回覆範本。點「新增範本」寫下團隊常用的回覆，在線索頁面回覆郵件時即可選用。',
      fields: {
        title: '範本名稱',
        subject: '郵件主旨',
        body: '郵件內文',
        updated: '更新時間',
      },
      slots: '可用欄位（點擊插入內文）',
      slotsHint: '傳送前，欄位會換成線索的內容，例如 {姓名} 換成訪客的姓名；線索沒有填的欄位留空，傳送前請檢查。',
      notify: {
        created: '回覆範本已建立',
        updated: '回覆範本已儲存',
      },
      searchPlaceholder: '搜尋範本名稱、主旨或內文',
    },
  },
}

export default texts
