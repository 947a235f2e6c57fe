// The 课程管理 (courses) screens' texts in Simplified Chinese; the other languages give exactly these keys.
export default {
  resources: {
    courses: {
      name: '课程管理',
      subtitle: '四门课程的价格与要点：课程页、课程中心、首页课程卡片和搜索引擎看到的都是这里发布的内容。',
      edit: '编辑',
      editTitle: '编辑课程：%{name}',
      fields: {
        slug: '课程',
        price: '价格（元/人）',
        duration: '课程时长',
        seats: '名额',
        level: '适合人群',
        handbook: '课程手册（PDF）',
      },
      form: {
        priceHint: '整数，单位元；留空表示仅限邀请',
        durationHint: '例如：5天4晚。',
        shown: '发布后访客看到：%{facts}',
        handbookWillBeStale: '系统生成的课程手册写着 %{facts}：发布后请在下方上传新的课程手册。',
      },
      handbook: {
        generated: '课程手册：系统生成',
        uploaded: '课程手册：已上传',
        staleShort: '生成的手册仍写着 %{facts}',
        current: '本课程页面提供已上传的手册：',
        usingGenerated: '本课程页面提供系统生成的课程手册。',
        open: '查看生成的手册',
        stale: '生成的课程手册仍写着 %{facts}，与已发布的内容不同。请上传新的课程手册（PDF），本课程页面的下载按钮将改为提供它；课程中心的“下载课程手册”仍是生成的手册，需要由开发重新生成。',
        hint: 'PDF 格式，不超过 20MB。上传后立即生效，并记入历史版本。',
        upload: '上传课程手册',
        replace: '替换课程手册',
        remove: '删除，改用生成的手册',
        saving: '正在保存课程手册...',
        uploadedDone: '课程手册已上传，课程页面将提供新的手册',
        removedDone: '已删除上传的手册，课程页面改用生成的手册',
        failed: '保存课程手册失败，请重试',
      },
    },
  },
}
