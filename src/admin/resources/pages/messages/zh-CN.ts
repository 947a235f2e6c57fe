// The 页面管理 (pages) screens' texts in Simplified Chinese; the other languages give exactly these keys.
export default {
  resources: {
    pages: {
      name: '页面管理',
      subtitle: '每个公开页面的标题、描述与分享图片（浏览器标签、搜索结果和分享卡片显示的内容），页面上的文字（栏目标题、数据、关于我们、光合行动、联系说明等），以及隐私政策和服务条款的正文。',
      editTitle: '编辑页面：%{path}',
      fields: {
        path: '地址',
        title: '页面标题',
        description: '页面描述',
        share_image: '分享图片',
        body: '正文',
        version: '版本号',
        effective_date: '生效日期',
        state: '状态',
      },
      form: {
        titleHint: '显示在浏览器标签和搜索结果中，网站名称会自动加在后面。',
        factsHint: '%{token} 会自动换成本课程已发布的时长、名额与价格。',
        shown: '搜索结果中显示：%{text}',
        bodyHint: '保存时按新闻正文的规则清理格式。',
        versionHint: '例如 1.1；每条线索会记录访客同意的隐私政策版本。',
      },
      shareImage: {
        hint: '分享到微信等平台时显示的图片，按 1200×630 裁切，建议上传横图。保存后立即生效。',
        save: '保存分享图片',
        saving: '正在保存分享图片...',
        saved: '分享图片已保存',
        failed: '保存分享图片失败，请重试',
      },
    },
  },
}
