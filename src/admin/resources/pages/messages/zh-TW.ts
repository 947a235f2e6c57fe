// The 頁面管理 (pages) screens' texts in Traditional Chinese: exactly the keys of zh-CN.ts.
export default {
  resources: {
    pages: {
      name: '頁面管理',
      subtitle: '每個公開頁面的標題、描述與分享圖片（瀏覽器分頁、搜尋結果和分享卡片顯示的內容），頁面上的文字（欄目標題、數據、關於我們、光合行動、聯絡說明等），以及隱私政策和服務條款的正文。',
      editTitle: '編輯頁面：%{path}',
      fields: {
        path: '網址',
        title: '頁面標題',
        description: '頁面描述',
        share_image: '分享圖片',
        body: '正文',
        version: '版本號',
        effective_date: '生效日期',
        state: '狀態',
      },
      form: {
        titleHint: '顯示在瀏覽器分頁和搜尋結果中，網站名稱會自動加在後面。',
        factsHint: '%{token} 會自動換成本課程已發布的時長、名額與價格。',
        shown: '搜尋結果中顯示：%{text}',
        bodyHint: '儲存時按新聞正文的規則清理格式。',
        versionHint: '例如 1.1；每條線索會記錄訪客同意的隱私政策版本。',
      },
      shareImage: {
        hint: '分享到微信等平台時顯示的圖片，按 1200×630 裁切，建議上傳橫圖。儲存後立即生效。',
        save: '儲存分享圖片',
        saving: '正在儲存分享圖片...',
        saved: '分享圖片已儲存',
        failed: '儲存分享圖片失敗，請重試',
      },
    },
  },
}
