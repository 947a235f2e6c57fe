// The ISV合作伙伴 (partners) screens' texts in Traditional Chinese (Taiwan usage), key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const messages: Texts<typeof zhCN> = {
  resources: {
    'isv-partners': {
      name: 'ISV 合作夥伴',
      fields: {
        name: '公司名稱',
        logo: 'Logo',
        field: '領域',
        description: '描述',
        achievements: '成就',
        tags: '標籤',
        website_url: '官方網站',
        contact_email: '聯絡電子郵件',
        order_index: '顯示順序',
        active: '狀態',
      },
      subtitle: '管理光合行動頁面展示的 ISV 合作夥伴',
      add: '新增合作夥伴',
      empty: '尚無 ISV 合作夥伴資料，點選新增建立第一個',
      modal: {
        createTitle: '新增 ISV 合作夥伴',
        editTitle: '編輯 ISV 合作夥伴',
        create: '建立',
        update: '更新',
        saving: '儲存中...',
        cancel: '取消',
      },
      form: {
        fieldPlaceholder: '例如：智慧製造、金融科技',
        achievement: '成就 %{n}',
        tag: '標籤 %{n}',
        logoHint: '建議上傳正方形圖片，尺寸 200×200',
        invalidUrl: '請輸入有效的網址',
      },
      status: {
        active: '啟用',
        inactive: '停用',
        disable: '點選停用',
        enable: '點選啟用',
      },
      card: {
        order: '顯示順序：%{order}',
        logoAlt: '%{name} 標誌',
      },
      delete: {
        title: '刪除合作夥伴',
        confirm: '確定要刪除這個合作夥伴嗎？',
      },
      notify: {
        created: '合作夥伴建立成功！',
        updated: '合作夥伴更新成功！',
        deleting: '正在刪除合作夥伴...',
        deleted: '合作夥伴刪除成功！',
        enabled: '合作夥伴已啟用',
        disabled: '合作夥伴已停用',
        createFailed: '建立合作夥伴失敗，請重試',
        updateFailed: '更新合作夥伴失敗，請重試',
        deleteFailed: '刪除合作夥伴失敗，請重試',
        toggleFailed: '更新狀態失敗，請重試',
      },
    },
  },
}

export default messages
