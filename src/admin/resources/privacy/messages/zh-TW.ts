// The 個人資料請求 (personal-data requests) screen's texts in Traditional Chinese, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      privacyRequestTypes: { access: '查閱複製', erase: '刪除' },
      privacyRequestStatuses: { pending: '待處理', done: '已完成', no_match: '未找到個人資料' },
    }),
    privacy: {
      intro: '依據《個人信息保護法》，個人可以查閱、複製和刪除本網站保存的本人資料。按手機號碼或郵箱查找該聯絡人在各處的全部記錄，再匯出或刪除；每次處理都記入下方的請求記錄。',
      none: '無',
      places: {
        form_submissions: '線索',
        lead_notes: '跟進備註',
        mail_outbox: '郵件與機器人訊息',
        activity_log: '操作記錄',
      },
      find: {
        title: '查找個人資料',
        contact: '手機號碼或郵箱',
        contactHint: '可帶空格、+86 或 0086；郵箱不區分大小寫',
        submit: '查找',
        failed: '查找失敗，請重試',
      },
      result: {
        label: '查找結果',
        title: '%{masked} 的個人資料',
        total: '共 %{smart_count} 筆記錄',
        none: '未找到與該聯絡方式相關的個人資料',
        leads: '相關線索',
      },
      handle: {
        request: '對應的登記請求',
        requestHint: '處理已登記的請求時選擇它，處理後自動關閉',
        requestNone: '無（現在收到的請求）',
        requestItem: '%{type} · %{day} 收到',
        receivedOn: '收到請求日期',
        receivedHint: '處理期限從這天起按工作日計算',
        export: '匯出（JSON + Excel）',
        exporting: '正在匯出...',
        exported: '已匯出，檔案已下載',
        exportFailed: '匯出失敗，請重試',
        erase: '刪除',
        erased: '已刪除該聯絡人的個人資料',
        eraseFailed: '刪除失敗，請重試',
        adminsOnly: '匯出和刪除由管理員處理。',
      },
      confirm: {
        title: '刪除 %{masked} 的個人資料？',
        body: '以下 %{smart_count} 筆記錄將在一次操作中全部刪除或匿名化，無法復原：',
        leads: '線索保留類型、狀態和時間（儀表板與統計數字不變），姓名、聯絡方式、公司、留言、IP 等全部清除',
        mails: '尚未發出的郵件和機器人訊息不再發送；已發出的只保留發送狀態和時間',
        notes: '跟進備註全部刪除',
        activity: '操作記錄保留誰在何時做了什麼，不再含該聯絡人的資料',
        submit: '確認刪除',
      },
      backups: {
        schedule: '備份：定時備份（計劃 %{cron}，協調世界時）保留最近 %{keep} 份，刪除前的備份在其後 %{keep} 次備份完成時才被清除（每天一次即約 %{keep} 天）。',
        noSchedule: '備份：未設定定時備份。',
        replication: '持續複製的異地副本：約 2 天內清除。',
        restore: '手動建立的備份不會自動清除；如從刪除前的備份還原資料，需要重新處理此後完成的刪除請求。',
      },
      register: {
        title: '登記請求',
        hint: '收到請求但暫不處理時先登記：處理期限按工作日計算，逾期會在儀表板提示。處理時在「對應的登記請求」中選擇它。',
        submit: '登記',
        done: '請求已登記，處理期限 %{due}',
        failed: '登記失敗，請重試',
      },
      log: {
        title: '請求記錄',
        overdue: '已逾期',
        late: '逾期處理',
        received: '%{day} 收到',
        due: '期限 %{day}',
        handled: '%{name} 於 %{time} 處理',
      },
      retention: {
        title: '保留期限執行記錄',
        hint: '每天 02:30 自動匿名化超過線索保留期限（系統設定 → 基本設定）的線索，以及它們的郵件、機器人訊息、備註和操作記錄；每月一行，記錄執行次數和匿名化的筆數。',
        month: '月份',
        runs: '執行次數',
        lastRun: '最近執行',
        period: '保留期限 %{months} 個月',
        counts: '已匿名化',
        empty: '尚未執行',
      },
      backlog: {
        pending: '個人資料請求：%{pending} 筆待處理',
        overdue: '個人資料請求：%{pending} 筆待處理，其中 %{overdue} 筆已超過處理期限',
        open: '去處理',
      },
    },
  },
  resources: {
    privacy: {
      name: '個人資料請求',
      fields: {
        type: '請求類型',
        status: '狀態',
        contact_masked: '聯絡方式',
        received_on: '收到日期',
        due_on: '處理期限',
        handler_name: '處理人',
        handled_at: '處理人與時間',
        counts: '結果',
      },
    },
  },
}

export default messages
