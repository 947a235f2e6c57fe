// 联系人 (one per person, their leads grouped) and the 联系人 panel on a lead's page, in Simplified Chinese; the
// other languages give exactly these keys.

export default {
  app: {
    contacts: {
      panel: {
        title: '联系人',
        pending: '正在归类到联系人…',
        open: '查看联系人',
        leads: '共 %{smart_count} 条线索 |||| 共 %{smart_count} 条线索',
        others: '同一联系人的其他线索',
        noOthers: '这是该联系人的第一条线索',
      },
      show: {
        leads: '线索',
        merged: '并入此联系人的联系人',
        history: '记录',
        mergedInto: '已并入联系人“%{name}”，其线索显示在那里。',
        noHistory: '暂无记录',
        save: '保存',
        saving: '正在保存联系人...',
        saved: '联系人已保存',
        saveFailed: '保存联系人失败，请重试',
      },
      merge: {
        button: '合并到…',
        title: '合并联系人',
        hint: '把“%{name}”和它的线索并入另一位联系人（同一个人换了电话或邮箱时使用）。合并后可以撤销。',
        search: '搜索要并入的联系人：姓名、公司、电话或邮箱',
        confirm: '合并',
        merging: '正在合并联系人...',
        merged: '已合并到“%{name}”',
        failed: '合并联系人失败，请重试',
      },
      unmerge: {
        button: '撤销合并',
        title: '撤销合并',
        confirm: '把“%{name}”和它的线索从“%{target}”中拆分出来？以后也不会再自动合并它们。',
        working: '正在撤销合并...',
        done: '已撤销合并',
        failed: '撤销合并失败，请重试',
      },
      list: {
        byCompany: '按公司排列',
        filterCompany: '只看这家公司',
      },
    },
  },
  resources: {
    contacts: {
      name: '联系人',
      fields: {
        name: '姓名',
        company: '公司',
        lead_count: '线索数',
        last_lead_at: '最近提交',
        phones: '电话',
        emails: '邮箱',
        contact: '联系方式',
        q: '搜索',
      },
      searchPlaceholder: '搜索姓名、公司、电话或邮箱',
    },
  },
}
