// AI 营销工作坊: multi-platform customer acquisition and brand building; card, page content, terms.
import { replyWithinHours } from '../figures'
import { courseTitle } from './helpers'
import { standardPolicies } from './policies'
import { seatsToken, withSeats } from './seats'
import { formatPrice, formatSeats } from './types'
import type { Assessment, MarketingCourse, MarketingTerms } from './types'

const price = 68000
const seats = 20
const workshopName = 'AI 营销工作坊：多平台获客与企业品牌建设'

const terms: MarketingTerms = {
  operationsGuidanceMonths: 3,
  bestProjectTopN: 3,
  coachingMonths: 6,
  laterCourseDiscountTenths: 8,
  agentSystemFreeMonths: 6,
}

/** Each of the four assignments counts for the same share of the total. */
const assignmentWeight = 25

const passScore = 60
const excellentScore = 85

const assessment: Assessment = {
  passScore,
  excellentScore,
  criteria: [
    { name: '策略完整度', description: '品牌定位、目标人群与平台策略是否完整、自洽', weight: 30 },
    { name: '内容质量', description: 'AI 辅助产出内容的专业度、品牌一致性与传播力', weight: 25 },
    { name: '数据表现', description: '课中真实发布内容的曝光、互动与线索数据', weight: 20 },
    { name: '落地可行性', description: '90 天运营计划的资源匹配与执行可行性', weight: 15 },
    { name: '课堂参与', description: '出勤、小组协作与现场分享', weight: 10 },
  ],
  awards: [
    { title: '最佳项目', description: `总评排名前 ${terms.bestProjectTopN} 的项目` },
  ],
}

const discountText = `${terms.laterCourseDiscountTenths}折`

/** As written: {名额} where a text states the seats (seats.ts). */
export const marketingSource: MarketingCourse = {
  id: 'marketing',
  title: courseTitle('marketing'),
  fullName: workshopName,
  subtitle: '多平台获客与企业品牌建设',
  price,
  priceText: formatPrice(price),
  duration: '4天3晚',
  days: 4,
  nights: 3,
  participants: { seats, text: formatSeats(seats) },
  level: '市场 / 品牌负责人',
  description: '用 AI 重建内容生产与投放链路：从品牌定位、内容矩阵到多平台获客与数据复盘，四项实战作业直接用于企业自己的账号。',
  icon: 'megaphone',
  gradient: 'linear-gradient(135deg, #9d174d 0%, #db2777 100%)',
  bgColor: '#fdf2f8',
  highlights: [
    '覆盖主流内容与电商平台的获客打法',
    `四项实战作业，各占总评 ${assignmentWeight}%`,
    `${terms.operationsGuidanceMonths} 个月运营指导与每月一对一辅导`,
    `${terms.agentSystemFreeMonths} 个月免费使用营销智能体系统`,
    `后续课程享 ${discountText}`,
  ],
  venue: {
    city: '上海',
    description: '配备直播间与拍摄棚的营销实训基地，课中内容可现场拍摄、剪辑与发布；具体地址随开课通知发送。',
  },
  included: [
    '四天课程、实训素材与全部课件',
    '三晚商务酒店住宿（单人间）',
    '课程期间全部餐饮',
    '直播间与拍摄棚现场使用',
    `营销智能体系统 ${terms.agentSystemFreeMonths} 个月免费使用权`,
    `${terms.operationsGuidanceMonths} 个月运营指导与结业证书`,
  ],

  sections: [
    { id: 'pain-points', label: '营销困境' },
    { id: 'solution', label: '解决方案' },
    { id: 'value', label: '课程价值' },
    { id: 'audience', label: '适合人群' },
    { id: 'curriculum', label: '课程内容' },
    { id: 'schedule', label: '日程安排' },
    { id: 'faculty', label: '导师团队' },
    { id: 'assignments', label: '作业与考核' },
    { id: 'after-service', label: '结业服务' },
    { id: 'testimonials', label: '学员评价' },
    { id: 'faq', label: '常见问题' },
    { id: 'registration', label: '报名参加' },
  ],
  hero: {
    tagline: '用 AI 把一个人的内容团队，变成一支多平台获客队伍',
    intro:
      '流量越来越贵、平台越来越多、内容需求越来越大，而市场团队的人手并没有增加。工作坊用四天时间，带您用 AI 重建从品牌定位、内容生产到多平台分发与线索转化的完整链路，并在课上用企业自己的账号跑出第一批数据。',
  },
  painPoints: [
    { title: '获客成本持续上涨', description: '单一平台投放的线索成本逐年走高，自然流量越来越难获取。' },
    { title: '内容产能跟不上', description: '短视频、图文、直播、私域多线并行，三五人的市场团队无法持续产出高质量内容。' },
    { title: '平台各自为战', description: '各平台账号分别运营，品牌形象与话术不统一，数据无法汇总比较。' },
    { title: '品牌声量弱', description: 'B2B 企业在专业领域有实力，却缺少让客户记住的品牌表达。' },
    { title: '投入产出说不清', description: '内容发了很多，却说不清哪些带来了商机，预算难以争取。' },
  ],
  solution: {
    intro: '以“品牌定位—内容矩阵—多平台分发—线索转化—数据复盘”五步法为主线，每一步都配套 AI 工具与可直接使用的模板。',
    steps: [
      { title: '品牌定位', description: '借助 AI 完成竞品与用户声音分析，提炼品牌核心信息与差异化表达。' },
      { title: '内容矩阵', description: '搭建选题库与内容生产工作流，用 AI 批量生成图文、短视频脚本与直播话术。' },
      { title: '多平台分发', description: '按平台特性改写同一主题内容，制定发布节奏与账号矩阵。' },
      { title: '线索转化', description: '设计从公域内容到私域沟通再到销售跟进的转化路径，配置智能客服承接咨询。' },
      { title: '数据复盘', description: '统一口径追踪各平台数据，用 AI 生成周报并找出增长杠杆。' },
    ],
  },
  value: [
    { title: '一套可复用的 AI 内容工作流', description: '结业时带走适配本企业的选题库、提示词模板与内容生产 SOP。' },
    { title: '课中跑出真实数据', description: '四天内用企业自己的账号完成真实发布，第一批曝光与线索数据作为复盘素材。' },
    { title: '品牌建设方法论', description: '建立品牌核心信息屋，让所有平台、所有员工用同一种声音说话。' },
    { title: '90 天运营计划', description: `结业时完成经导师评审的 90 天运营计划，并获得 ${terms.operationsGuidanceMonths} 个月运营指导。` },
  ],
  audience: {
    intro: '适合需要在有限预算下提升品牌声量与获客效率的企业市场团队。',
    profiles: [
      { title: '市场 / 品牌负责人', description: '负责品牌建设与获客指标，希望用 AI 提升团队产能与投放效率。' },
      { title: '新媒体运营负责人', description: '负责多平台账号运营，需要系统化的内容矩阵与数据复盘方法。' },
      { title: '企业创始人 / 总经理', description: '中小企业一把手亲自抓品牌与获客，希望建立可持续的内容获客体系。' },
      { title: '销售负责人', description: '希望打通内容获客与销售转化，提高线索质量与成交率。' },
    ],
  },
  curriculum: [
    {
      day: 1,
      title: '第一天 · 品牌定位',
      theme: '先想清楚对谁说、说什么',
      modules: [
        {
          title: '模块一：AI 时代的营销变局',
          description: '平台算法、用户注意力与内容生产方式的变化，以及 AI 带来的新机会。',
          topics: ['主流平台流量规则对比', '生成式 AI 在营销中的应用全景', '标杆企业内容获客案例'],
        },
        {
          title: '模块二：AI 辅助品牌定位',
          description: '用 AI 完成竞品分析、用户评论挖掘与品牌核心信息提炼。',
          topics: ['竞品内容分析', '用户声音挖掘', '品牌信息屋搭建'],
        },
      ],
    },
    {
      day: 2,
      title: '第二天 · 内容矩阵',
      theme: '让内容产能提升十倍',
      modules: [
        {
          title: '模块三：选题库与内容工作流',
          description: '建立选题来源、选题评估与排期机制，搭建 AI 内容生产工作流。',
          topics: ['选题库搭建', '提示词模板库', '内容审核与品牌一致性检查'],
        },
        {
          title: '模块四：图文、短视频与直播内容',
          description: '现场使用 AI 工具完成图文写作、短视频脚本、数字人口播与直播话术。',
          topics: ['图文与海报生成', '短视频脚本与剪辑', '直播脚本与数字人'],
        },
      ],
    },
    {
      day: 3,
      title: '第三天 · 多平台获客',
      theme: '把内容变成线索',
      modules: [
        {
          title: '模块五：平台策略与账号矩阵',
          description: '按平台特性规划账号定位与发布节奏，完成一稿多改与真实发布。',
          topics: ['平台差异化改写', '账号矩阵规划', '投放与自然流量配合'],
        },
        {
          title: '模块六：私域承接与线索转化',
          description: '设计从内容到咨询、从咨询到成交的转化链路，配置营销智能体承接咨询。',
          topics: ['私域引流与分层运营', '智能客服配置', '线索评分与销售交接'],
        },
      ],
    },
    {
      day: 4,
      title: '第四天 · 数据复盘',
      theme: '用数据找到增长杠杆',
      modules: [
        {
          title: '模块七：数据复盘与增长',
          description: '以课中真实发布的数据为素材，建立统一指标体系与 AI 周报。',
          topics: ['跨平台指标口径', 'AI 数据分析与周报', 'A/B 测试方法'],
        },
        {
          title: '模块八：90 天运营计划与结业汇报',
          description: '完成 90 天运营计划，现场汇报并接受导师评审。',
          topics: ['资源与人员配置', '里程碑与指标', '结业汇报'],
        },
      ],
    },
  ],
  schedule: [
    {
      day: 1,
      title: '第一天',
      theme: '品牌定位',
      slots: [
        { time: '09:00-09:30', title: '开营仪式与分组', type: 'ceremony' },
        { time: '09:30-11:00', title: 'AI 时代的营销变局', speaker: '杜明轩', type: 'lecture' },
        { time: '11:15-12:15', title: '标杆企业内容获客案例', speaker: '杜明轩', type: 'lecture' },
        { time: '13:30-15:30', title: 'AI 辅助竞品与用户声音分析', speaker: '许嘉宁', type: 'hands-on' },
        { time: '15:45-17:30', title: '品牌信息屋工作坊', content: '各企业完成品牌核心信息提炼，导师逐一点评。', speaker: '许嘉宁', type: 'workshop' },
        { time: '19:00-21:00', title: '营销人交流晚宴', type: 'networking' },
      ],
    },
    {
      day: 2,
      title: '第二天',
      theme: '内容矩阵',
      slots: [
        { time: '09:00-10:30', title: '选题库与内容工作流', speaker: '唐一帆', type: 'lecture' },
        { time: '10:45-12:15', title: '提示词模板库实操', speaker: '唐一帆', type: 'hands-on' },
        { time: '13:30-15:30', title: '图文与短视频内容生产', content: '在拍摄棚现场完成一条短视频与一组图文。', speaker: '唐一帆', type: 'hands-on' },
        { time: '15:45-17:30', title: '直播脚本与数字人口播', speaker: '方晓彤', type: 'practice' },
      ],
    },
    {
      day: 3,
      title: '第三天',
      theme: '多平台获客',
      slots: [
        { time: '09:00-10:30', title: '平台策略与账号矩阵', speaker: '方晓彤', type: 'lecture' },
        { time: '10:45-12:15', title: '一稿多改与真实发布', content: '用企业自己的账号在至少两个平台完成发布。', speaker: '方晓彤', type: 'practice' },
        { time: '13:30-15:00', title: '私域承接与线索转化', speaker: '杜明轩', type: 'lecture' },
        { time: '15:15-17:30', title: '营销智能体配置实操', speaker: '唐一帆', type: 'hands-on' },
        { time: '19:00-20:30', title: '增长私董会', content: '分组讨论各自企业的获客难题。', speaker: '杜明轩', type: 'mastermind' },
      ],
    },
    {
      day: 4,
      title: '第四天',
      theme: '数据复盘',
      slots: [
        { time: '09:00-10:30', title: '课中发布数据复盘', speaker: '许嘉宁', type: 'workshop' },
        { time: '10:45-12:15', title: 'AI 数据分析与周报', speaker: '许嘉宁', type: 'hands-on' },
        { time: '13:30-16:00', title: '90 天运营计划汇报', content: '每家企业 8 分钟汇报，导师评审打分。', speaker: '全体导师', type: 'presentation' },
        { time: '16:15-17:00', title: '结业典礼', content: '颁发结业证书、优秀学员证书与最佳项目奖。', type: 'ceremony' },
      ],
    },
  ],
  faculty: [
    {
      name: '杜明轩',
      title: '首席营销导师',
      institution: '本院营销研究中心',
      avatar: '杜',
      description: '曾任消费品与工业品企业市场总监，十八年品牌与增长经验，操盘过多个从零到亿级销售额的品牌项目。',
      category: '品牌增长',
      expertise: ['品牌战略', 'B2B 获客', '增长模型'],
    },
    {
      name: '许嘉宁',
      title: '数据与策略导师',
      institution: '某头部数字营销机构（策略总监）',
      avatar: '许',
      description: '长期为制造、医疗与消费企业制定数字营销策略，擅长用户洞察、竞品分析与营销数据复盘。',
      category: '策略与数据',
      expertise: ['用户洞察', '营销数据分析', '品牌定位'],
    },
    {
      name: '唐一帆',
      title: 'AI 内容导师',
      institution: '本院 AI 应用研究中心',
      avatar: '唐',
      description: '营销智能体系统产品负责人，设计了面向企业市场团队的 AI 内容工作流，服务 100 余家企业的内容团队。',
      category: 'AI 内容',
      expertise: ['AI 内容生产', '提示词工程', '营销智能体'],
    },
    {
      name: '方晓彤',
      title: '新媒体运营导师',
      institution: '某 MCN 机构（前运营合伙人）',
      avatar: '方',
      description: '孵化过多个百万粉丝企业账号，熟悉短视频、直播与私域运营，擅长多平台账号矩阵的搭建与运营。',
      category: '新媒体运营',
      expertise: ['短视频运营', '直播带货', '账号矩阵'],
    },
  ],
  assignments: [
    {
      title: '作业一：品牌信息屋',
      description: '运用 AI 完成竞品与用户声音分析，提炼品牌核心信息、支撑点与差异化表达。',
      deliverable: '品牌信息屋一页纸与分析报告',
      weight: assignmentWeight,
    },
    {
      title: '作业二：内容矩阵与选题库',
      description: '搭建不少于 30 个选题的选题库，并用 AI 工作流产出一组图文与一条短视频。',
      deliverable: '选题库、提示词模板与内容样品',
      weight: assignmentWeight,
    },
    {
      title: '作业三：多平台发布与转化链路',
      description: '在至少两个平台完成真实发布，并设计从内容到销售线索的转化链路。',
      deliverable: '发布记录、转化链路图与智能客服配置',
      weight: assignmentWeight,
    },
    {
      title: '作业四：90 天运营计划',
      description: '基于课中数据复盘，制定包含目标、节奏、人员与预算的 90 天运营计划并现场汇报。',
      deliverable: '《90 天运营计划》与结业汇报',
      weight: assignmentWeight,
    },
  ],
  assessment,
  afterService: {
    intro: '工作坊结束后，导师与营销智能体系统继续陪您把运营计划跑出结果。',
    items: [
      { title: `${terms.operationsGuidanceMonths} 个月运营指导`, description: '导师按 90 天运营计划跟进执行，定期复盘各平台数据。' },
      { title: '每月一对一辅导', description: `结业后 ${terms.coachingMonths} 个月内，每月一次一对一辅导，解决内容与获客中的具体问题。` },
      { title: '营销智能体系统', description: `${terms.agentSystemFreeMonths} 个月免费使用营销智能体系统，持续批量产出与分发内容。` },
      { title: `后续课程${discountText}`, description: `报名本院其他课程享 ${discountText} 优惠。` },
      { title: '营销校友社群', description: '共享选题库、爆款内容拆解与平台规则变化，定期组织线上分享。' },
    ],
  },
  // The spec states no refund or deferral rules for this course: the company default applies (the
  // strategy class's rules, standardPolicies), as the terms of service say each course page publishes.
  policies: standardPolicies,
  testimonials: [
    {
      content: '我们是做工业阀门的，以前觉得新媒体和我们没关系。课上发的第一条短视频带来了 6 个询盘，现在每月稳定有 40 多个线索来自内容平台。',
      author: '黄总',
      title: '某工业阀门企业 总经理',
      rating: 5,
    },
    {
      content: '最实用的是内容工作流和提示词模板库，团队 3 个人现在每周能稳定产出 20 条以上内容，品牌调性也统一了。',
      author: '吴女士',
      title: '某医疗器械企业 市场总监',
      rating: 5,
    },
    {
      content: '课后每月一次的一对一辅导帮我们及时调整了平台策略，三个月后获客成本下降了将近一半。',
      author: '郭先生',
      title: '某家居品牌 新媒体负责人',
      rating: 5,
    },
  ],
  faq: {
    items: [
      { question: '需要有新媒体运营经验吗？', answer: '不需要。课程从品牌定位讲起，零基础学员也能完成全部作业；有经验的学员可以在课上直接优化现有账号。' },
      { question: 'B2B 企业适合参加吗？', answer: '适合。课程专门包含工业品、企业服务等 B2B 行业的获客打法，往期学员中 B2B 企业占一半以上。' },
      { question: '课上需要用企业自己的账号吗？', answer: '建议使用。作业三要求在至少两个平台完成真实发布；如暂时没有账号，课上可协助注册与定位。' },
      {
        question: '营销智能体系统可以用多久？',
        answer: `结业后可免费使用 ${terms.agentSystemFreeMonths} 个月，到期后可按需续费，数据可随时导出。`,
      },
      {
        question: '如何获得证书？',
        answer: `四项作业各占 ${assignmentWeight}%，总评 ${assessment.passScore} 分及以上获结业证书，${assessment.excellentScore} 分及以上获优秀学员证书，排名前 ${terms.bestProjectTopN} 的项目获最佳项目奖。`,
      },
      { question: '一家企业可以派几个人？', answer: '建议市场负责人与一名内容运营同行，便于课后落地执行，按人数报名。' },
      { question: '费用包含哪些内容？', answer: '包含四天课程、实训素材、三晚住宿、课程期间餐饮、营销智能体系统使用权与结业服务，往返交通自理。' },
    ],
  },
  registration: {
    kind: 'enrolment',
    courseName: workshopName,
    title: '报名 AI 营销工作坊',
    description: `每期限 ${seatsToken} 人。提交报名后，课程顾问将在 ${replyWithinHours} 小时内与您联系，了解企业的品牌与获客现状。`,
    submitLabel: '提交报名',
  },
  terms,
}

export const marketing = withSeats(marketingSource)
