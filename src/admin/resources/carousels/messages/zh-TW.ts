// The 轮播图管理 (slides) screens' texts in Traditional Chinese (Taiwan usage), key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      carouselPages: { home: '首頁', products: '產品服務', guanghe: '光合行動', about: '關於我們' },
      sitePages: {
        home: '首頁',
        products: '產品服務',
        products_courses: '課程中心',
        products_capabilities: '能力資源',
        courses_strategy: 'AI 戰略班',
        courses_practical: 'AI 實戰營',
        courses_marketing: 'AI 行銷工作坊',
        courses_ecosystem: 'AI 生態閉門會',
        guanghe: '光合行動',
        guanghe_apply: '光合行動 · 申請加入',
        about: '關於我們',
        'market-activities': '市場活動',
        news: '新聞動態',
        contact: '聯絡我們',
      },
    }),
  },
  resources: {
    carousels: {
      name: '輪播圖管理',
      pageCreate: '新增輪播圖',
      fields: {
        image: '圖片',
        title: '標題',
        subtitle: '副標題',
        description: '描述',
        button_text: '按鈕文字',
        button_link: '按鈕連結',
        link_choice: '按鈕連結',
        custom_link: '自訂連結',
        page_id: '頁面',
        order_index: '排序',
        active: '啟用',
        status: '狀態',
        stats: '數據指標',
        actions: '操作',
      },
      statsShown: '公開頁面的輪播圖只顯示前 %{shown} 項（手機上顯示前 %{narrow} 項），最多可填 %{max} 項',
      stats: { label: '名稱', value: '數值', add: '新增指標', remove: '刪除指標' },
      status: { active: '啟用', inactive: '停用' },
      actions: {
        moveUp: '上移',
        moveDown: '下移',
        enable: '啟用',
        disable: '停用',
        edit: '編輯',
        add: '新增輪播圖',
      },
      empty: '此頁面尚無輪播圖，點選新增建立第一個',
      noImage: '無圖片',
      customLinkHint: '站內位址以 / 開頭，或填寫完整網址',
      customLinkInvalid: '請輸入以 / 開頭的站內位址，或完整的網址',
      statsCount: '數據指標需要 1 到 5 項',
      pageTabs: '依頁面篩選',
      orderHint: '數字越小越前面，留空則排在該頁面最後',
      links: { none: '無連結', custom: '自訂連結', option: '%{label}（%{path}）' },
      notifications: {
        creating: '正在建立輪播圖...',
        saving: '正在儲存輪播圖...',
        created: '輪播圖建立成功！',
        updated: '輪播圖儲存成功！',
        deleted: '輪播圖刪除成功！',
        createFailed: '建立輪播圖失敗，請重試',
        saveFailed: '儲存輪播圖失敗，請重試',
        orderFailed: '更新輪播圖順序失敗',
        deleteFailed: '刪除輪播圖失敗，請重試',
      },
      delete: { title: '刪除輪播圖', confirm: '確定要刪除這個輪播圖嗎？' },
    },
  },
}

export default messages
