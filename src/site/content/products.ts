// Copy of the products hub, the course centre and the capability resources page.
import { replyWithinHours } from './figures'

/** The products hub's section of the two product lines. */
export const productLines = {
  title: '两条产品线',
  lead: '系统化的课程帮助企业建立共识、落地项目；能力资源让方法在课后持续复用。',
} as const

export const productCards = [
  {
    id: 'courses',
    icon: 'graduation',
    title: '课程中心',
    summary: '四门面向企业决策层与业务骨干的 AI 转型课程：从战略共识、项目落地到营销增长与生态合作。',
    points: ['AI 战略班 · 高管战略共识', 'AI 实战营 · 带着项目来、带着方案走', 'AI 营销工作坊 · 多平台获客与品牌建设', 'AI 生态闭门会 · 仅限受邀'],
    path: '/products/courses',
    cta: '浏览课程',
  },
  {
    id: 'capabilities',
    icon: 'toolbox',
    title: '能力资源',
    summary: '把课程里的方法沉淀为可复用的工具、方案与案例，让转型在课后持续发生。',
    points: ['AI 工具箱', '解决方案库', '最佳实践', '技术资源'],
    path: '/products/capabilities',
    cta: '了解能力资源',
  },
] as const

export const productsContact = {
  title: '不确定从哪里开始？',
  lead: `告诉我们您的行业、规模与目标，顾问将在${replyWithinHours}小时内为您推荐合适的课程组合。`,
  cta: '联系顾问',
  path: '/contact',
} as const

/** The course centre's lists and its call to talk to us (the handbook link is the courses' own). */
export const courseCentre = {
  listTitle: '选择适合您的课程',
  listLead: '每门课程都有完整的课表、师资与课后服务，点击卡片查看详情。',
  helpTitle: '需要为团队定制学习路径？',
  helpLead: `告诉我们企业的阶段与目标，顾问将在${replyWithinHours}小时内给出课程组合建议。也可以先下载课程手册，与团队一起评估。`,
  helpCta: '联系顾问',
  helpPath: '/contact',
} as const

export const capabilities = {
  backLabel: '返回产品服务',
  backPath: '/products',
  badge: '即将推出',
  tilesTitle: '四类资源，陆续开放',
  tilesLead: '我们正在把课程与咨询项目中的方法整理成可直接使用的资源。',
  tiles: [
    { id: 'toolbox', icon: 'toolbox', title: 'AI 工具箱', summary: '经过企业场景验证的大模型应用、提示词模板与效率工具清单，按部门与岗位整理。' },
    { id: 'solutions', icon: 'library', title: '解决方案库', summary: '制造、零售、金融、医疗等行业的 AI 落地方案：业务目标、技术路径、投入与回报测算。' },
    { id: 'practices', icon: 'trophy', title: '最佳实践', summary: '学员企业的转型复盘：从立项、试点到规模化推广，踩过的坑与可复用的打法。' },
    { id: 'resources', icon: 'book', title: '技术资源', summary: '模型选型、数据治理、私有化部署与安全合规的技术指南和参考架构。' },
  ],
  contactTitle: '先人一步获取资源',
  contactLead: '需要这些资源？现在就可以通过顾问获取最新资料。',
  contactCta: '联系我们',
  contactPath: '/contact',
  subscribeCta: '订阅更新',
  subscribeAlert: '订阅功能即将推出，请通过联系我们获取最新信息！',
} as const
