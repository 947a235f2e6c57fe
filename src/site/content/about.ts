// Copy of the about page: introduction, team, milestones, values and the quick-contact block.
import type { IconName } from '../ui/icons'
import { replyWithinHours } from './figures'

export interface TeamMember {
  name: string
  position: string
  /** Initials drawn as the avatar: no stock photos of people who don't exist. */
  initials: string
  description: string
  expertise: readonly string[]
}

export interface Team {
  title: string
  lead: string
  members: readonly TeamMember[]
  /** The accessible name of a member's list of specialities. */
  expertiseLabel: string
}

export interface Milestone {
  year: string
  title: string
  description: string
}

export interface CompanyValue {
  icon: IconName
  title: string
  description: string
}

export const aboutIntro = {
  title: '陪伴企业走完 AI 转型的“最后一公里”',
  paragraphs: [
    '我们是一支由企业战略顾问、大模型工程师和行业实践者组成的团队。过去几年里，我们陪伴制造、零售、金融、医疗等行业的上千家企业，把“要不要做 AI”变成“先做哪件事、谁来做、怎么衡量”。',
    '作为云厂商伙伴计划的合作伙伴，我们把培训、咨询与云上交付连在一起：课上形成的方案，课后可以直接在云上试点、上线和运营。',
  ],
} as const

export const team: Team = {
  title: '核心团队',
  lead: '战略、技术与生态三个方向的带头人，亲自参与每一期课程与重点项目。',
  members: [
    {
      name: '陈立航',
      position: '创始人 · 首席战略顾问',
      initials: '陈',
      description: '二十年企业数字化咨询经验，曾主导多家制造与零售集团的数字化转型规划，现专注于帮助高管团队制定可执行的 AI 战略。',
      expertise: ['AI 战略规划', '组织变革', '投资回报测算'],
    },
    {
      name: '林雅琪',
      position: '联合创始人 · 首席技术官',
      initials: '林',
      description: '大模型应用与云原生架构专家，带领团队完成过数十个企业级智能客服、知识库与智能体项目的交付。',
      expertise: ['大模型应用架构', '智能体工程', '数据治理与安全'],
    },
    {
      name: '周景明',
      position: '合伙人 · 生态合作负责人',
      initials: '周',
      description: '长期从事云生态与 ISV 伙伴运营，熟悉行业解决方案的联合打造与市场推广，负责光合行动伙伴计划。',
      expertise: ['ISV 生态运营', '联合解决方案', '渠道与市场'],
    },
  ],
  expertiseLabel: '专长',
}

export const timeline: { title: string; milestones: readonly Milestone[] } = {
  title: '发展历程',
  milestones: [
    { year: '2021', title: '团队成立', description: '在上海成立，为企业提供数字化与智能化转型咨询服务。' },
    { year: '2022', title: '课程体系上线', description: '推出面向高管的 AI 战略班，首年服务百余家企业决策团队。' },
    { year: '2023', title: '实战营与营销工作坊', description: '增设 AI 实战营与 AI 营销工作坊，课程从“懂”走向“做”。' },
    { year: '2024', title: '加入云厂商伙伴计划', description: '成为云厂商伙伴计划合作伙伴，发起“光合行动”ISV 伙伴赋能计划。' },
  ],
}

export const values: { title: string; items: readonly CompanyValue[] } = {
  title: '核心价值观',
  items: [
    { icon: 'target', title: '结果导向', description: '每一门课、每一个项目都以可衡量的业务结果收尾，而不是一叠报告。' },
    { icon: 'handshake', title: '长期陪伴', description: '课后持续的辅导、社群与复盘，转型不是三天的课，而是一年的路。' },
    { icon: 'flask', title: '实践出真知', description: '讲师来自一线项目，案例来自真实企业，方法在实践中不断迭代。' },
    { icon: 'shield', title: '可信与合规', description: '尊重数据与隐私，把安全合规放进每一个 AI 方案的第一步。' },
  ],
}

export const quickContact = {
  title: '快速联系',
  lead: `留下联系方式和您的需求，顾问将在${replyWithinHours}小时内与您联系。`,
  messageLabel: '需求描述',
} as const
