// Copy of the 光合行动 partner programme page, in the spec's section order.
import { replyWithinHours } from './figures'

export const programmeIntro = {
  eyebrow: '光合行动 · ISV 伙伴计划',
  title: '什么是光合行动',
  paragraphs: [
    '光合行动是我们联合云厂商伙伴计划发起的 ISV 赋能计划：像植物借助阳光完成光合作用一样，帮助行业软件伙伴借助云与大模型能力，把自己的行业方案升级为 AI 原生方案，并一起找到客户。',
    '入选伙伴将获得为期三个月的技术、商业与市场三重赋能，完成云上适配与联合解决方案打造，并进入云市场与联合销售渠道。',
  ],
} as const

export const eventHighlights = {
  title: '活动精彩回顾',
  lead: '每一期伙伴大会，都是一次技术交流、商业对接与生态共创。',
  quotes: [
    {
      quote: '三个月里，我们把质检方案完成了云上适配和大模型升级，第一次和云厂商的行业团队一起去见客户，当季就签下了两家新工厂。',
      name: '王嘉铭',
      title: '联合创始人兼 CEO',
      company: '智造云图',
    },
    {
      quote: '光合行动最有价值的是“联合”二字：联合方案、联合市场、联合交付。对一家成长期的 ISV 来说，这省下了至少一年的摸索。',
      name: '刘思远',
      title: '副总裁',
      company: '金融智脑',
    },
  ],
  video: {
    src: '/assets/video/guanghe-highlights.webm',
    poster: '/assets/video/guanghe-highlights-poster.webp',
    label: '光合行动伙伴大会活动集锦',
    fallback: '您的浏览器不支持视频播放',
  },
} as const

export const partnerGallery = { title: 'ISV 伙伴风采', lead: '来自制造、金融、医疗、零售、能源等行业的伙伴，正在用 AI 重塑行业方案。' } as const

export const empowerment = {
  title: '三重赋能',
  lead: '技术、商业、市场三条线并行，三个月完成从方案升级到联合销售的全过程。',
  pillars: [
    { icon: 'cloud', title: '技术赋能', points: ['云上架构评审与适配支持', '大模型与智能体开发训练营', '联合测试与认证上架'] },
    { icon: 'handshake', title: '商业赋能', points: ['联合解决方案打造', '定价与商业模式辅导', '云市场上架与联合报价'] },
    { icon: 'megaphone', title: '市场赋能', points: ['联合发布会与行业峰会展示', '案例包装与内容传播', '云厂商行业团队联合拓客'] },
  ],
} as const

export const successCases = {
  title: '成功案例',
  cases: [
    {
      company: '智造云图',
      project: 'AI 视觉质检平台云上升级',
      results: [
        { label: '质检效率', value: '+40%' },
        { label: '新签工厂', value: '12 家' },
        { label: '交付周期', value: '-35%' },
      ],
    },
    {
      company: '金融智脑',
      project: '大模型智能客服联合解决方案',
      results: [
        { label: '人工坐席替代率', value: '60%' },
        { label: '上线金融机构', value: '8 家' },
        { label: '客户满意度', value: '96%' },
      ],
    },
    {
      company: '能效先锋',
      project: '园区能耗预测与节能优化',
      results: [
        { label: '年节电', value: '1.2 亿度' },
        { label: '预测准确率', value: '95%' },
        { label: '覆盖园区', value: '60+' },
      ],
    },
  ],
} as const

export const application = {
  title: '申请加入光合行动',
  lead: `填写企业与联系人信息，我们将在${replyWithinHours}小时内与您联系，沟通赋能方案与入选流程。`,
  messageLabel: '详细需求',
  submitLabel: '提交申请',
} as const
