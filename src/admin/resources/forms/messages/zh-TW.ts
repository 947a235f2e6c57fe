// The 表单数据 (leads) screens' texts in Traditional Chinese (Taiwan usage), key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      formTypes: {
        course_registration: '課程報名',
        contact: '聯絡我們',
        consultation: '免費諮詢',
        partner_application: '光合行動申請',
      },
      submissionStatuses: { pending: '待處理', contacted: '已聯絡', completed: '已完成' },
    }),
    forms: {
      urgency: {
        soon: '即將逾時',
        overdue: '已逾時',
        waited: '已等待 %{time}',
        filter: '回覆時限',
        mine: '我的線索',
        assignee: '負責人',
        unassigned: '未指派',
        assign: '指派給…',
      },
      stats: {
        title: '潛在客戶統計',
        total: '總提交數',
        pending: '待處理',
        contacted: '已聯絡',
        completed: '已完成',
        conversionRate: '轉換率',
      },
      status: {
        markContacted: '標記為已聯絡',
        markCompleted: '標記為已完成',
        updating: '正在更新狀態...',
        updated: '狀態更新成功！',
        failed: '更新狀態失敗，請重試',
        bulk: '變更狀態',
      },
      delete: {
        deleting: '正在刪除提交...',
        title: '刪除表單提交',
        confirm: '確定要刪除這筆表單提交嗎？',
        bulkConfirm: '確定要刪除選取的 %{smart_count} 筆表單提交嗎？',
        done: '提交刪除成功！',
        failed: '刪除提交失敗，請重試',
      },
      export: {
        done: '已匯出 %{count} 筆潛在客戶',
        failed: '匯出失敗，請重試',
        fileName: '潛在客戶匯出-%{day}.csv',
        xlsxFileName: '潛在客戶匯出-%{day}.xlsx',
        csv: 'CSV 檔案（.csv）',
        xlsx: 'Excel 檔案（.xlsx）',
      },
      live: {
        newLead: '新潛在客戶：%{name}',
      },
      show: {
        submitted: '提交內容',
        source: '來源',
        timeline: '時間軸',
        duplicates: '可能重複',
        mails: '相關郵件',
        empty: '未填寫',
        consentGiven: '已同意隱私權政策',
        consentMissing: '未同意',
        noMails: '沒有相關郵件',
        replyBounced: '自動回覆被退信，訪客留下的郵箱可能無效，請改用電話聯絡：%{reason}',
        noDuplicates: '沒有發現相同電子郵件或電話的其他潛在客戶',
        noActivity: '暫無紀錄',
        visitorOrSystem: '訪客／系統',
      },
      notes: {
        label: '備註',
        add: '新增備註',
        added: '備註已新增',
        empty: '請輸入備註內容',
        failed: '新增備註失敗，請重試',
      },
    },
  },
  resources: {
    forms: {
      name: '表單資料',
      fields: {
        created: '提交時間',
        form_type: '類型',
        name: '姓名',
        email: '電子郵件',
        phone: '電話',
        contact: '聯絡方式',
        company: '公司',
        position: '職稱',
        message: '留言',
        course: '課程',
        course_id: '課程編號',
        course_name: '課程名稱',
        company_size: '公司規模',
        industry: '產業',
        status: '狀態',
        consent: '隱私權同意',
        landing_path: '來源頁面',
        referrer: '來源網址',
        utm_source: 'UTM 來源',
        utm_medium: 'UTM 媒介',
        utm_campaign: 'UTM 活動',
        ip_address: 'IP 位址',
        notes: '備註',
        user_agent: '瀏覽器識別',
        actions: '操作',
        q: '搜尋',
      },
      filters: { from: '開始日期', to: '結束日期' },
      searchPlaceholder: '搜尋姓名、電子郵件、電話、公司或留言',
    },
  },
}

export default messages
