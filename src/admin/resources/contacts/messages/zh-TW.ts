// 聯絡人 and the contact panel on a lead's page in Traditional Chinese, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    contacts: {
      panel: {
        title: '聯絡人',
        pending: '正在歸類到聯絡人…',
        open: '檢視聯絡人',
        leads: '共 %{smart_count} 筆線索 |||| 共 %{smart_count} 筆線索',
        others: '同一聯絡人的其他線索',
        noOthers: '這是該聯絡人的第一筆線索',
      },
      show: {
        leads: '線索',
        merged: '併入此聯絡人的聯絡人',
        history: '紀錄',
        mergedInto: '已併入聯絡人「%{name}」，其線索顯示在那裡。',
        noHistory: '暫無紀錄',
        save: '儲存',
        saving: '正在儲存聯絡人...',
        saved: '聯絡人已儲存',
        saveFailed: '儲存聯絡人失敗，請重試',
      },
      merge: {
        button: '合併到…',
        title: '合併聯絡人',
        hint: '把「%{name}」和它的線索併入另一位聯絡人（同一個人換了電話或信箱時使用）。合併後可以復原。',
        search: '搜尋要併入的聯絡人：姓名、公司、電話或信箱',
        confirm: '合併',
        merging: '正在合併聯絡人...',
        merged: '已合併到「%{name}」',
        failed: '合併聯絡人失敗，請重試',
      },
      unmerge: {
        button: '復原合併',
        title: '復原合併',
        confirm: '把「%{name}」和它的線索從「%{target}」中拆分出來？之後也不會再自動合併它們。',
        working: '正在復原合併...',
        done: '已復原合併',
        failed: '復原合併失敗，請重試',
      },
      list: {
        byCompany: '依公司排列',
        filterCompany: '只看這家公司',
      },
    },
  },
  resources: {
    contacts: {
      name: '聯絡人',
      fields: {
        name: '姓名',
        company: '公司',
        lead_count: '線索數',
        last_lead_at: '最近提交',
        phones: '電話',
        emails: '信箱',
        contact: '聯絡方式',
        q: '搜尋',
      },
      searchPlaceholder: '搜尋姓名、公司、電話或信箱',
    },
  },
}

export default texts
