// AI 实战营: the five-day project bootcamp, its card, landing page content and terms.
import { replyWithinHours } from '../figures'
import { courseTitle } from './helpers'
import { standardPolicies } from './policies'
import { seatsToken, withSeats } from './seats'
import { formatPrice, formatSeats } from './types'
import type { Assessment, PracticalCourse, PracticalTerms } from './types'

const price = 58000
const seats = 25
const bootcampName = 'AI 实战训练营'

const terms: PracticalTerms = {
  accompanimentDays: 180,
  checkInsPerMonth: 2,
  cloudQuotaCny: 5000,
  projectSuccessRatePercent: 95,
  roadshowMinutes: 15,
  roadshowQaMinutes: 5,
  followUpCoachingMonths: 6,
}

const report = { minChars: 2000, maxChars: 3000, dueDaysBeforeStart: 7 }

const weights = { preCourse: 20, handsOn: 40, roadshow: 30, teamwork: 10 }

const assessment: Assessment = {
  passScore: 80,
  excellentScore: 90,
  criteria: [
    { name: '课前项目调研', description: '项目背景、业务目标与数据现状梳理的完整度', weight: weights.preCourse },
    { name: '实操作业', description: '每日实操任务的完成质量与原型的可用程度', weight: weights.handsOn },
    { name: '结营路演', description: '方案的业务价值、技术可行性、落地计划与答辩表现', weight: weights.roadshow },
    { name: '出勤与协作', description: '全勤情况、小组协作与同伴互评', weight: weights.teamwork },
  ],
}

const cloudQuotaText = `价值 ${terms.cloudQuotaCny.toLocaleString('en-US')} 元的云资源额度`
const roadshowText = `${terms.roadshowMinutes} 分钟汇报 + ${terms.roadshowQaMinutes} 分钟答辩`

/** As written: {名额} where a text states the seats (seats.ts). */
export const practicalSource: PracticalCourse = {
  id: 'practical',
  title: courseTitle('practical'),
  fullName: `${bootcampName}：企业 AI 项目从 0 到 1 落地`,
  subtitle: '带着真实项目来，带着落地方案走',
  price,
  priceText: formatPrice(price),
  duration: '5天4晚',
  days: 5,
  nights: 4,
  participants: { seats, text: formatSeats(seats) },
  level: '管理层 / 业务骨干',
  description: `以学员企业的真实业务场景为课题，五天完成需求梳理、方案设计、原型搭建与路演答辩，课后 ${terms.accompanimentDays} 天陪跑直到项目上线。`,
  icon: 'rocket',
  gradient: 'linear-gradient(135deg, #0f766e 0%, #14b8a6 100%)',
  bgColor: '#f0fdfa',
  highlights: [
    '一人一个真实项目，导师全程带教',
    `赠送${cloudQuotaText}`,
    `结营路演：${roadshowText}`,
    `${terms.accompanimentDays} 天课后陪跑，每月 ${terms.checkInsPerMonth} 次进度检查`,
    `往期项目落地成功率 ${terms.projectSuccessRatePercent}%`,
  ],
  venue: {
    city: '上海',
    description: '配备独立机位与高速网络的实训中心，每组配专属讨论室；具体地址随开课通知发送。',
  },
  included: [
    '五天课程、实训环境与全部课件',
    '四晚商务酒店住宿（单人间）',
    '课程期间全部餐饮',
    cloudQuotaText,
    '导师一对一项目辅导',
    `结业证书与 ${terms.accompanimentDays} 天课后陪跑`,
  ],

  sections: [
    { id: 'curriculum', label: '课程体系' },
    { id: 'schedule', label: '每日安排' },
    { id: 'assignments', label: '作业与考核' },
    { id: 'faculty', label: '导师团队' },
    { id: 'audience', label: '适合人群' },
    { id: 'advantages', label: '训练营优势' },
    { id: 'after-service', label: '课后陪跑' },
    { id: 'testimonials', label: '学员评价' },
    { id: 'faq', label: '常见问题' },
    { id: 'registration', label: '立即报名' },
  ],
  hero: {
    tagline: '五天，把一个 AI 想法做成可上线的项目',
    intro:
      '多数企业的 AI 项目停在“演示很好看、上线没下文”。实战营要求每位学员带着本企业的真实课题入营，在导师带教下完成需求定义、方案设计、原型开发与路演答辩，课后继续陪跑到项目上线。',
  },
  audience: {
    intro: '适合已经有明确业务课题、希望在半年内看到 AI 项目落地成效的团队。建议业务负责人与技术骨干组队参加。',
    profiles: [
      { title: '业务部门负责人', description: '客服、销售、供应链、财务、人力等部门负责人，手上有希望用 AI 提效的具体业务问题。' },
      { title: 'IT 与数字化骨干', description: '负责系统建设与数据管理，需要掌握大模型应用开发与部署的工程方法。' },
      { title: '产品与项目经理', description: '负责 AI 项目的需求、排期与验收，需要一套可复制的项目管理方法。' },
      { title: '创业者与中小企业主', description: '希望以有限预算快速验证 AI 产品或内部提效方案。' },
    ],
    mix: [
      { label: '业务部门负责人', percent: 35 },
      { label: 'IT 与数字化骨干', percent: 30 },
      { label: '产品与项目经理', percent: 25 },
      { label: '创业者与中小企业主', percent: 10 },
    ],
  },
  advantages: [
    { title: '真实项目驱动', description: '课题来自学员企业自身业务，五天的每项练习都直接推进自己的项目，而不是做教学案例。' },
    { title: '低代码 + 工程双路线', description: '业务学员用智能体平台零代码搭建原型，技术学员同步完成接口集成与部署，组队优势互补。' },
    { title: '真实云环境', description: `每位学员获得${cloudQuotaText}，课上搭建的原型可直接在云上继续运行。` },
    { title: '路演评审', description: `结营路演采用 ${roadshowText} 的形式，评审团由导师、企业 CIO 与投资人组成。` },
    { title: '陪跑到上线', description: `课后 ${terms.accompanimentDays} 天内每月 ${terms.checkInsPerMonth} 次进度检查，往期项目落地成功率 ${terms.projectSuccessRatePercent}%。` },
  ],
  curriculum: [
    {
      day: 1,
      title: '第一天 · 需求定义',
      theme: '把业务问题翻译成 AI 能解决的问题',
      modules: [
        {
          title: '模块一：大模型应用全景',
          description: '梳理知识问答、文档处理、数据分析、智能体等主流应用形态及其适用条件。',
          topics: ['大模型能力与局限', '检索增强生成（RAG）与智能体的区别', '典型行业应用拆解'],
        },
        {
          title: '模块二：场景定义与价值评估',
          description: '用场景画布明确用户、任务、输入输出与衡量指标，评估项目价值与风险。',
          topics: ['场景画布', '成功指标与基线测量', '数据可得性评估'],
        },
      ],
    },
    {
      day: 2,
      title: '第二天 · 方案设计',
      theme: '选对技术路线，设计可落地的方案',
      modules: [
        {
          title: '模块三：技术方案与架构设计',
          description: '根据场景选择模型、知识库与工具调用方案，完成系统架构与数据流设计。',
          topics: ['模型选型与成本测算', '知识库构建与切分策略', '安全与权限设计'],
        },
        {
          title: '模块四：提示词工程与工作流编排',
          description: '掌握结构化提示词、少样本示例与多步骤工作流编排方法。',
          topics: ['提示词模板与版本管理', '工作流节点设计', '输出格式约束与校验'],
        },
      ],
    },
    {
      day: 3,
      title: '第三天 · 原型开发',
      theme: '在云上搭出第一个可用原型',
      modules: [
        {
          title: '模块五：智能体平台实操',
          description: '在云上智能体平台完成知识库导入、工作流搭建与对话调试。',
          topics: ['知识库导入与清洗', '插件与工具调用', '多轮对话调试'],
        },
        {
          title: '模块六：系统集成',
          description: '把原型接入企业现有系统，如企业微信、钉钉、CRM 或工单系统。',
          topics: ['开放接口调用', '单点登录与权限对接', '日志与监控'],
        },
      ],
    },
    {
      day: 4,
      title: '第四天 · 评测优化',
      theme: '让原型达到业务可用的质量',
      modules: [
        {
          title: '模块七：效果评测与迭代',
          description: '建立测试集与评测指标，定位错误原因并迭代优化。',
          topics: ['测试集构建', '准确率、召回与满意度指标', '常见失败模式与优化手段'],
        },
        {
          title: '模块八：上线计划与运营',
          description: '制定灰度上线、用户培训与运营指标方案，准备路演材料。',
          topics: ['灰度发布与回退', '用户培训与推广', '项目 ROI 追踪'],
        },
      ],
    },
    {
      day: 5,
      title: '第五天 · 路演结营',
      theme: '用结果说话',
      modules: [
        {
          title: '模块九：结营路演',
          description: `每个项目 ${roadshowText}，评审团现场打分并给出落地建议。`,
          topics: ['项目演示', '评审答辩', '落地建议与陪跑计划'],
        },
      ],
    },
  ],
  schedule: [
    {
      day: 1,
      title: '第一天',
      theme: '需求定义',
      slots: [
        { time: '08:30-09:00', title: '开营仪式', content: '导师与学员介绍，公布分组与项目课题。', type: 'ceremony' },
        { time: '09:00-10:30', title: '大模型应用全景', speaker: '郑宇航', type: 'lecture' },
        { time: '10:45-12:00', title: '典型行业应用拆解', speaker: '郑宇航', type: 'lecture' },
        { time: '13:30-15:30', title: '场景画布工作坊', content: '各组用场景画布定义自己的项目。', speaker: '何静怡', type: 'workshop' },
        { time: '15:45-17:30', title: '项目价值评估与导师点评', speaker: '何静怡', type: 'practice' },
        { time: '19:00-21:00', title: '破冰晚会与组队交流', type: 'networking' },
      ],
    },
    {
      day: 2,
      title: '第二天',
      theme: '方案设计',
      slots: [
        { time: '09:00-10:30', title: '技术方案与架构设计', speaker: '罗子谦', type: 'lecture' },
        { time: '10:45-12:00', title: '提示词工程与工作流编排', speaker: '罗子谦', type: 'lecture' },
        { time: '13:30-15:30', title: '提示词与工作流实操', content: '为本组项目编写提示词模板并搭建工作流骨架。', speaker: '罗子谦', type: 'hands-on' },
        { time: '15:45-17:30', title: '方案评审会', content: '各组 10 分钟方案陈述，导师逐组点评。', speaker: '全体导师', type: 'workshop' },
      ],
    },
    {
      day: 3,
      title: '第三天',
      theme: '原型开发',
      slots: [
        { time: '09:00-10:00', title: '智能体平台演示', speaker: '罗子谦', type: 'lecture' },
        { time: '10:00-12:00', title: '知识库导入与工作流搭建', speaker: '罗子谦', type: 'hands-on' },
        { time: '13:30-15:30', title: '系统集成实操', content: '把原型接入企业微信或工单系统。', speaker: '梁思远', type: 'hands-on' },
        { time: '15:45-17:30', title: '原型联调与导师答疑', speaker: '全体导师', type: 'practice' },
        { time: '19:00-21:00', title: '项目夜间冲刺（自愿）', content: '导师轮值答疑。', type: 'practice' },
      ],
    },
    {
      day: 4,
      title: '第四天',
      theme: '评测优化',
      slots: [
        { time: '09:00-10:30', title: '效果评测方法', speaker: '梁思远', type: 'lecture' },
        { time: '10:45-12:00', title: '测试集构建与评测', speaker: '梁思远', type: 'hands-on' },
        { time: '13:30-15:00', title: '上线计划与运营', speaker: '何静怡', type: 'lecture' },
        { time: '15:15-17:30', title: '路演彩排', content: '按正式路演时长彩排，导师给出修改建议。', speaker: '全体导师', type: 'practice' },
        { time: '19:00-21:00', title: '往期学员经验分享会', content: '往期学员分享项目上线后的运营经验。', type: 'mastermind' },
      ],
    },
    {
      day: 5,
      title: '第五天',
      theme: '路演结营',
      slots: [
        { time: '09:00-12:00', title: '结营路演（上）', content: roadshowText, speaker: '评审团', type: 'presentation' },
        { time: '13:30-15:30', title: '结营路演（下）', content: roadshowText, speaker: '评审团', type: 'presentation' },
        { time: '15:45-16:30', title: '评审总结与陪跑计划', content: '公布成绩，为每个项目制定课后陪跑计划。', speaker: '郑宇航', type: 'workshop' },
        { time: '16:30-17:30', title: '结营典礼', content: '颁发结业证书与优秀学员证书。', type: 'ceremony' },
      ],
    },
  ],
  faculty: [
    {
      name: '郑宇航',
      title: '训练营总导师',
      institution: '本院 AI 应用研究中心',
      avatar: '郑',
      description: '十二年企业软件与人工智能项目经验，曾主导金融、制造行业多个大模型应用从立项到上线，累计带教 300 余个企业 AI 项目。',
      category: '项目导师',
      expertise: ['AI 项目管理', '大模型应用', '行业解决方案'],
    },
    {
      name: '罗子谦',
      title: '首席架构导师',
      institution: '头部云服务商（前高级架构师）',
      avatar: '罗',
      description: '曾负责云上大模型平台的行业解决方案架构，熟悉 RAG、智能体编排、模型微调与私有化部署。',
      category: '技术导师',
      expertise: ['应用架构', '智能体编排', '知识库工程'],
    },
    {
      name: '何静怡',
      title: '产品与运营导师',
      institution: '本院企业服务部',
      avatar: '何',
      description: '前互联网公司 AI 产品负责人，主导过智能客服与销售助手产品的设计与运营，擅长从用户场景反推产品方案与运营指标。',
      category: '产品导师',
      expertise: ['AI 产品设计', '场景定义', '上线运营'],
    },
    {
      name: '梁思远',
      title: '工程与评测导师',
      institution: '某金融科技公司（AI 平台负责人）',
      avatar: '梁',
      description: '负责企业级 AI 平台的集成与质量评测体系建设，擅长系统对接、效果评测与生产环境稳定性保障。',
      category: '技术导师',
      expertise: ['系统集成', '效果评测', '生产运维'],
    },
  ],
  assignments: [
    {
      title: '课前项目调研报告',
      description: `梳理项目背景、业务目标、现有流程与数据情况，${report.minChars}-${report.maxChars} 字，开课前 ${report.dueDaysBeforeStart / 7} 周提交。`,
      deliverable: '《AI 项目课前调研报告》',
      weight: weights.preCourse,
    },
    {
      title: '每日实操作业',
      description: '完成场景画布、技术方案、提示词与工作流、原型联调与评测报告五项实操任务。',
      deliverable: '场景画布、方案设计文档、可运行原型与评测报告',
      weight: weights.handsOn,
    },
    {
      title: '结营路演',
      description: `以 ${roadshowText} 的形式展示项目原型、业务价值与上线计划。`,
      deliverable: '路演材料与原型现场演示',
      weight: weights.roadshow,
    },
    {
      title: '出勤与团队协作',
      description: '全勤参加五天课程，参与小组协作与同伴互评。',
      deliverable: '考勤记录与同伴互评',
      weight: weights.teamwork,
    },
  ],
  assessment,
  preCourseReport: {
    title: 'AI 项目课前调研报告',
    ...report,
    outline: [
      '项目背景：要解决的业务问题与相关部门',
      '现状流程：当前做法、耗时与出错环节',
      '数据情况：可用的文档、数据表与系统接口',
      '期望目标：上线后希望达到的量化指标',
    ],
  },
  afterService: {
    intro: `结营后 ${terms.accompanimentDays} 天，导师团队陪您把原型推进到正式上线。`,
    items: [
      { title: `${terms.accompanimentDays} 天陪跑`, description: '每个项目配一名陪跑导师，按课上制定的陪跑计划推进上线。' },
      { title: `每月 ${terms.checkInsPerMonth} 次进度检查`, description: '线上进度会议，检查里程碑、评测指标与遇到的问题。' },
      { title: `${terms.followUpCoachingMonths} 个月跟进辅导`, description: `结营后 ${terms.followUpCoachingMonths} 个月内可随时预约导师做技术或运营辅导。` },
      { title: '云资源额度', description: `${cloudQuotaText}在陪跑期内持续可用，原型可直接在云上迭代。` },
      { title: '校友社群', description: '加入历届学员社群，共享提示词模板、评测集与上线经验。' },
    ],
  },
  // The spec states no refund or deferral rules for this course: the company default applies (the
  // strategy class's rules, standardPolicies), as the terms of service say each course page publishes.
  policies: standardPolicies,
  testimonials: [
    {
      content: '我们带去的课题是售后工单自动分类，第三天就跑通了原型，回去陪跑两个月正式上线，工单分派时间从半天缩短到几分钟。',
      author: '陈经理',
      title: '某家电企业 客服中心总监',
      rating: 5,
    },
    {
      content: '业务和技术一起参加非常关键。以前我们是业务提需求、IT 做不出来，这五天让两边用同一套语言讨论问题。',
      author: '孙先生',
      title: '某医药流通企业 信息部负责人',
      rating: 5,
    },
    {
      content: '路演时评审提的问题都很尖锐，但正好是上线后会遇到的问题。课后的陪跑导师每次都能给出具体的解决办法。',
      author: '周女士',
      title: '某保险公司 运营部经理',
      rating: 5,
    },
  ],
  faq: {
    initiallyShown: 4,
    items: [
      { question: '需要会编程吗？', answer: '不需要。业务学员使用零代码智能体平台完成原型；有编程基础的学员可选择工程路线完成系统集成。' },
      { question: '必须带真实项目吗？', answer: '是的。入营前需提交课前调研报告，课程顾问会协助您确定一个范围适中、五天内可做出原型的课题。' },
      { question: '企业数据安全如何保障？', answer: '课上建议使用脱敏数据；实训环境按学员隔离，结营后可由学员自行导出或删除全部数据，全体导师签署保密协议。' },
      { question: '需要自带电脑吗？', answer: '需要携带可连接无线网络的笔记本电脑，开课前我们会发送环境准备清单。' },
      {
        question: '课后陪跑包括什么？',
        answer: `结营后 ${terms.accompanimentDays} 天陪跑，每月 ${terms.checkInsPerMonth} 次进度检查，并可在 ${terms.followUpCoachingMonths} 个月内预约导师辅导。`,
      },
      { question: '可以几个人组队参加吗？', answer: '建议同一企业 2 到 3 人组队，业务与技术搭配，按人数报名。' },
      {
        question: '结业标准是什么？',
        answer: `总评 ${assessment.passScore} 分及以上颁发结业证书，${assessment.excellentScore} 分及以上颁发优秀学员证书。`,
      },
      { question: '可以开具发票吗？', answer: '可以开具增值税专用发票或普通发票，发票项目为培训费。' },
    ],
  },
  registration: {
    kind: 'enrolment',
    courseName: bootcampName,
    title: `报名 ${bootcampName}`,
    description: `每期限 ${seatsToken} 人。提交报名后，课程顾问将在 ${replyWithinHours} 小时内联系您，确认项目课题与入营安排。`,
    submitLabel: '提交报名',
  },
  terms,
}

export const practical = withSeats(practicalSource)
