// The 表单数据 (leads) screens' texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'

/** The enum groups these screens label, each value with its Simplified Chinese label. */
export const enumGroups = { formTypes: enumLabels.formTypes, submissionStatuses: enumLabels.submissionStatuses }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
    forms: {
      urgency: {
        soon: '即将超时',
        overdue: '已超时',
        waited: '已等待 %{time}',
        filter: '回复时限',
        mine: '我的线索',
        assignee: '负责人',
        unassigned: '未分配',
        assign: '分配给…',
      },
      stats: {
        title: '线索统计',
        total: '总提交数',
        pending: '待处理',
        contacted: '已联系',
        completed: '已完成',
        conversionRate: '转化率',
      },
      status: {
        markContacted: '标记已联系',
        markCompleted: '标记已完成',
        updating: '正在更新状态...',
        updated: '状态更新成功！',
        failed: '更新状态失败，请重试',
        bulk: '修改状态',
      },
      delete: {
        title: '删除表单提交',
        confirm: '确定要删除这个表单提交吗？',
        bulkConfirm: '确定要删除选中的 %{smart_count} 个表单提交吗？',
        done: '提交删除成功！',
        failed: '删除提交失败，请重试',
      },
      export: {
        done: '已导出 %{count} 条线索',
        failed: '导出失败，请重试',
        fileName: '线索导出-%{day}.csv',
      },
      live: {
        newLead: '新线索：%{name}',
      },
      show: {
        submitted: '提交内容',
        source: '来源',
        timeline: '时间线',
        duplicates: '可能重复',
        mails: '相关邮件',
        empty: '未填写',
        consentGiven: '已同意隐私政策',
        consentMissing: '未同意',
        noMails: '没有相关邮件',
        noDuplicates: '没有发现相同邮箱或电话的其他线索',
        noActivity: '暂无记录',
        visitorOrSystem: '访客/系统',
      },
      notes: {
        label: '备注',
        add: '添加备注',
        added: '备注已添加',
        empty: '请输入备注内容',
        failed: '添加备注失败，请重试',
      },
    },
  },
  resources: {
    forms: {
      name: '表单数据',
      fields: {
        created: '提交时间',
        form_type: '类型',
        name: '姓名',
        email: '邮箱',
        phone: '电话',
        company: '公司',
        position: '职位',
        message: '留言',
        course: '课程',
        course_id: '课程编号',
        course_name: '课程名称',
        company_size: '公司规模',
        industry: '行业',
        status: '状态',
        consent: '隐私同意',
        landing_path: '来源页面',
        referrer: '来源网址',
        utm_source: 'UTM 来源',
        utm_medium: 'UTM 媒介',
        utm_campaign: 'UTM 活动',
        ip_address: 'IP 地址',
        user_agent: '浏览器标识',
        actions: '操作',
        q: '搜索',
      },
      filters: { from: '开始日期', to: '结束日期' },
      searchPlaceholder: '搜索姓名、邮箱、电话、公司或留言',
    },
  },
}
