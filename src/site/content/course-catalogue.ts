// The four courses as the course list shows them: one definition of each price, duration, class
// size and highlight, read by the home page, the course centre and the course handbook.
import type { IconName } from '../ui/icons'

export type CourseId = 'strategy' | 'practical' | 'marketing' | 'ecosystem'

export interface CourseCard {
  id: CourseId
  title: string
  subtitle: string
  /** Price per person in CNY; null for the invitation-only meeting. */
  priceCny: number | null
  duration: string
  seats: number
  level: string
  description: string
  icon: IconName
  gradient: string
  bgColor: string
  highlights: readonly string[]
}

/** How many highlights a card shows. */
export const cardHighlightCount = 3

export const courseCatalogue: readonly CourseCard[] = [
  {
    id: 'strategy',
    title: 'AI 战略班',
    subtitle: '企业高管 AI 战略领导力课程',
    priceCny: 88000,
    duration: '3天2晚',
    seats: 30,
    level: '高管级',
    description: '面向董事长、总经理与核心决策层，三天内完成从 AI 认知、行业标杆到本企业 AI 战略蓝图的全过程，带着可执行的转型路线图回到公司。',
    icon: 'target',
    gradient: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 100%)',
    bgColor: '#eff6ff',
    highlights: ['高管同学 30 人小班，行业标杆企业实地参访', '课前企业诊断报告，课上一对一战略辅导', '产出本企业 AI 战略蓝图与三年路线图', '一年课后服务：每月 1 小时顾问通话', '每季度一次校友私董会'],
  },
  {
    id: 'practical',
    title: 'AI 实战营',
    subtitle: '带着真实项目来，带着落地方案走',
    priceCny: 58000,
    duration: '5天4晚',
    seats: 25,
    level: '管理层 / 业务骨干',
    description: '以学员企业的真实业务场景为课题，五天完成需求梳理、方案设计、原型搭建与路演答辩，课后 180 天陪跑直到项目上线。',
    icon: 'rocket',
    gradient: 'linear-gradient(135deg, #0f766e 0%, #14b8a6 100%)',
    bgColor: '#f0fdfa',
    highlights: ['一人一个真实项目，导师全程带教', '赠送价值 5000 元的云资源额度', '结营路演：15 分钟汇报 + 5 分钟答辩', '180 天课后陪跑，每月两次进度检查', '往期项目落地成功率 95%'],
  },
  {
    id: 'marketing',
    title: 'AI 营销工作坊',
    subtitle: '多平台获客与企业品牌建设',
    priceCny: 68000,
    duration: '4天3晚',
    seats: 20,
    level: '市场 / 品牌负责人',
    description: '用 AI 重建内容生产与投放链路：从品牌定位、内容矩阵到多平台获客与数据复盘，四项实战作业直接用于企业自己的账号。',
    icon: 'megaphone',
    gradient: 'linear-gradient(135deg, #9d174d 0%, #db2777 100%)',
    bgColor: '#fdf2f8',
    highlights: ['覆盖主流内容与电商平台的获客打法', '四项实战作业，各占总评 25%', '3 个月运营指导与每月一对一辅导', '6 个月免费使用营销智能体系统', '后续课程享 8 折'],
  },
  {
    id: 'ecosystem',
    title: 'AI 生态闭门会',
    subtitle: '行业领袖的 AI 生态合作闭门交流',
    priceCny: null,
    duration: '2天1晚',
    seats: 20,
    level: '仅限受邀',
    description: '面向行业龙头企业与优秀 ISV 的决策者，围绕行业大模型、联合解决方案与生态合作进行闭门研讨，会后精准对接合作资源。',
    icon: 'network',
    gradient: 'linear-gradient(135deg, #3b0764 0%, #7c3aed 100%)',
    bgColor: '#f5f3ff',
    highlights: ['每位嘉宾 5-8 场精准对接', '行业领袖主题分享与圆桌', '会后 6 个月持续跟进', '每季度一次生态活动', '申请制，5 个工作日内完成审核'],
  },
]

/** '¥88,000/人', or 仅限邀请 for an unpriced course. */
export function priceText(course: Pick<CourseCard, 'priceCny'>): string {
  return course.priceCny === null ? '仅限邀请' : `¥${course.priceCny.toLocaleString('en-US')}/人`
}

export const seatsText = (course: Pick<CourseCard, 'seats'>) => `限 ${course.seats} 人`

export const coursePath = (id: CourseId) => `/courses/${id}`

/** The handbook every course card links to, generated from this file by `npm run handbook`. */
export const handbook = { path: '/assets/course-handbook.pdf', label: '下载课程手册（PDF）' } as const
