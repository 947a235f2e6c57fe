// The 課程管理 (courses) screens' texts in Traditional Chinese: exactly the keys of zh-CN.ts.
export default {
  resources: {
    courses: {
      name: '課程管理',
      subtitle: '四門課程的價格與要點：課程頁、課程中心、首頁課程卡片和搜尋引擎看到的都是這裡發布的內容。',
      edit: '編輯',
      editTitle: '編輯課程：%{name}',
      fields: {
        slug: '課程',
        price: '價格（元/人）',
        duration: '課程時長',
        seats: '名額',
        level: '適合人群',
        handbook: '課程手冊（PDF）',
      },
      form: {
        priceHint: '整數，單位元；留空表示僅限邀請',
        durationHint: '例如：5天4晚。',
        shown: '發布後訪客看到：%{facts}',
        handbookWillBeStale: '系統產生的課程手冊寫著 %{facts}：發布後請在下方上傳新的課程手冊。',
      },
      handbook: {
        generated: '課程手冊：系統產生',
        uploaded: '課程手冊：已上傳',
        staleShort: '產生的手冊仍寫著 %{facts}',
        current: '本課程頁面提供已上傳的手冊：',
        usingGenerated: '本課程頁面提供系統產生的課程手冊。',
        open: '查看產生的手冊',
        stale: '產生的課程手冊仍寫著 %{facts}，與已發布的內容不同。請上傳新的課程手冊（PDF），本課程頁面的下載按鈕將改為提供它；課程中心的「下載課程手冊」仍是產生的手冊，需要由開發重新產生。',
        hint: 'PDF 格式，不超過 20MB。上傳後立即生效，並記入歷史版本。',
        upload: '上傳課程手冊',
        replace: '替換課程手冊',
        remove: '刪除，改用產生的手冊',
        saving: '正在儲存課程手冊...',
        uploadedDone: '課程手冊已上傳，課程頁面將提供新的手冊',
        removedDone: '已刪除上傳的手冊，課程頁面改用產生的手冊',
        failed: '儲存課程手冊失敗，請重試',
      },
    },
  },
}
