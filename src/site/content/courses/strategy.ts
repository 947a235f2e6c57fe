// AI 战略班: the executive course, its card, landing page content and terms.
import { replyWithinHours } from '../figures'
import { courseTitle } from './helpers'
import { standardPolicies } from './policies'
import { seatsToken, withSeats } from './seats'
import { formatPrice, formatSeats } from './types'
import type { Assessment, StrategyCourse, StrategyTerms } from './types'

const price = 88000
const seats = 30

const terms: StrategyTerms = {
  afterServiceMonths: 12,
  monthlyCallHours: 1,
  quarterlyMeetupsPerYear: 4,
  responseHours: 24,
  contentUpdateMonths: 6,
}

const report = { minChars: 3000, maxChars: 5000, dueDaysBeforeStart: 7 }

const weights = { preCourse: 30, inClass: 40, postCourse: 30 }

const assessment: Assessment = {
  passScore: 85,
  excellentScore: 90,
  criteria: [
    { name: '课前调研', description: '调研报告的完整度、数据真实性与问题洞察', weight: weights.preCourse },
    { name: '课堂表现', description: '出勤、工作坊产出、私董会参与与战略蓝图汇报', weight: weights.inClass },
    { name: '课后落地', description: '战略蓝图定稿质量与首个场景启动方案的可执行性', weight: weights.postCourse },
  ],
}

/** As written: {名额} where a text states the seats (seats.ts). */
export const strategySource: StrategyCourse = {
  id: 'strategy',
  title: courseTitle('strategy'),
  fullName: 'AI 时代企业战略转型高管班',
  subtitle: '企业高管 AI 战略领导力课程',
  price,
  priceText: formatPrice(price),
  duration: '3天2晚',
  days: 3,
  nights: 2,
  participants: { seats, text: formatSeats(seats) },
  level: '高管级',
  description:
    '面向董事长、总经理与核心决策层，三天内完成从 AI 认知、行业标杆到本企业 AI 战略蓝图的全过程，带着可执行的转型路线图回到公司。',
  icon: 'target',
  gradient: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 100%)',
  bgColor: '#eff6ff',
  highlights: [
    `高管同学 ${seatsToken} 人小班，行业标杆企业实地参访`,
    '课前企业诊断报告，课上一对一战略辅导',
    '产出本企业 AI 战略蓝图与三年路线图',
    `一年课后服务：每月 ${terms.monthlyCallHours} 小时顾问通话`,
    '每季度一次校友私董会',
  ],
  venue: {
    city: '上海',
    description: '市中心商务酒店会议中心，全程封闭式学习；具体地址随开课通知发送。',
  },
  included: [
    '三天课程、教材与课程讲义',
    '两晚商务酒店住宿（单人间）',
    '课程期间全部餐饮及欢迎晚宴',
    '标杆企业参访交通与接待',
    '课前企业 AI 成熟度诊断',
    '结业证书与一年课后服务',
  ],

  sections: [
    { id: 'curriculum', label: '课程体系' },
    { id: 'schedule', label: '课程安排' },
    { id: 'faculty', label: '师资团队' },
    { id: 'assignments', label: '作业与考核' },
    { id: 'audience', label: '适合人群' },
    { id: 'value', label: '课程价值' },
    { id: 'advantages', label: '课程优势' },
    { id: 'after-service', label: '课后服务' },
    { id: 'testimonials', label: '学员评价' },
    { id: 'faq', label: '常见问题' },
    { id: 'registration', label: '报名咨询' },
  ],
  hero: {
    tagline: '让决策层在三天内对 AI 战略形成共识',
    intro:
      'AI 正在改写每个行业的成本结构与竞争规则。战略班不讲空泛的趋势，而是以您企业的真实数据为起点，由战略顾问、产业专家与技术专家共同带教，帮助一把手和核心团队回答三个问题：AI 对我们意味着什么、先做什么、怎么组织落地。',
  },
  value: [
    {
      title: '统一高管认知',
      description: '决策层在同一套框架下理解大模型、智能体与数据资产的商业价值与边界，减少“老板热、中层冷”的转型内耗。',
    },
    {
      title: '找准切入场景',
      description: '用场景价值—可行性矩阵筛选出 3 到 5 个高价值、可在 6 个月内见效的 AI 场景，避免全面铺开、处处试点。',
    },
    {
      title: '带走战略蓝图',
      description: '结业时每家企业完成一份经导师评审的《企业 AI 战略蓝图》与三年路线图，可直接提交董事会或经营会讨论。',
    },
    {
      title: '测算投入产出',
      description: '学会按场景测算算力、数据、人力投入与回报周期，建立可被财务认可的 AI 投资决策口径。',
    },
    {
      title: '建立高管圈层',
      description: `与 ${seatsToken} 位不同行业的一把手同窗三天，课后通过季度私董会持续交流，获得跨行业的转型参照系。`,
    },
  ],
  audience: {
    intro: '本课程只面向企业决策层，报名需经顾问沟通确认，以保证同学之间对话的质量。',
    profiles: [
      { title: '董事长 / 总经理', description: '对企业 AI 转型方向与投入负最终责任，需要形成自己的判断而不是依赖供应商的说法。' },
      { title: '分管副总裁', description: '分管业务、运营或财务，需要把 AI 落到自己条线的 KPI 与预算中。' },
      { title: 'CIO / CDO / CTO', description: '负责技术与数据体系，需要向董事会讲清 AI 投资逻辑并牵头组织落地。' },
      { title: '战略与转型负责人', description: '战略部、总裁办或数字化转型办公室负责人，负责把战略拆解为项目与里程碑。' },
    ],
    mix: [
      { label: '董事长 / 总经理', percent: 40 },
      { label: '分管副总裁', percent: 30 },
      { label: 'CIO / CDO / CTO', percent: 20 },
      { label: '战略与转型负责人', percent: 10 },
    ],
  },
  advantages: [
    { title: '以您的企业为案例', description: '课前诊断报告与成熟度评估贯穿三天课程，每个练习都落在本企业的业务与数据上。' },
    { title: '战略 + 产业 + 技术三方师资', description: '战略顾问讲方法，产业专家讲行业标杆，技术专家讲能力边界，三种视角互相校验。' },
    { title: '标杆企业实地参访', description: '走进已完成 AI 规模化应用的制造与服务企业，与其高管面对面交流落地过程中的得失。' },
    { title: `${seatsToken} 人高管小班`, description: '小班制保证每家企业都有一对一战略辅导时间，导师逐一点评战略蓝图。' },
    { title: `内容每 ${terms.contentUpdateMonths} 个月更新`, description: '课程内容随技术与政策变化每半年更新一次，校友可在服务期内免费回听更新模块。' },
  ],
  curriculum: [
    {
      day: 1,
      title: '第一天 · 认知重塑',
      theme: '看清 AI 对行业与企业的真实影响',
      modules: [
        {
          title: '模块一：AI 时代的竞争格局',
          description: '从大模型、智能体到行业模型，理解技术演进如何改变成本曲线与行业进入门槛。',
          topics: ['大模型能力边界与演进路线', '生成式 AI 对价值链各环节的影响', '国内外典型行业的转型路径对比'],
        },
        {
          title: '模块二：企业 AI 成熟度诊断',
          description: '结合课前报告，用五维成熟度模型定位企业当前所处阶段与主要短板。',
          topics: ['战略、数据、技术、组织、生态五维评估', '同行业基准对比', '诊断结果的一对一解读'],
        },
        {
          title: '模块三：AI 场景发现工作坊',
          description: '以业务流程为主线梳理 AI 机会点，用价值—可行性矩阵完成场景排序。',
          topics: ['业务流程拆解与痛点识别', '场景价值与可行性打分', '确定优先试点场景'],
        },
      ],
    },
    {
      day: 2,
      title: '第二天 · 标杆洞察',
      theme: '从领先企业的实践中找到可复制的方法',
      modules: [
        {
          title: '模块四：数据资产与技术底座',
          description: '讲清数据治理、私有化部署与云上大模型服务的取舍，建立技术选型的决策框架。',
          topics: ['数据资产盘点与治理优先级', '公有云、专属云与私有化部署的成本与风险', '模型选型与供应商评估要点'],
        },
        {
          title: '模块五：标杆企业实地参访',
          description: '走进制造与服务行业的 AI 标杆企业，现场观摩智能客服、智能排产与知识助手等系统。',
          topics: ['参访企业高管分享转型历程', '产线与业务现场观摩', '参访复盘：哪些可以照搬，哪些不能'],
        },
        {
          title: '模块六：AI 投资回报测算',
          description: '按场景建立投入产出模型，掌握分阶段投入与止损的决策口径。',
          topics: ['算力、数据与人力成本构成', '收益测算与回报周期', '投资节奏与阶段性评估指标'],
        },
      ],
    },
    {
      day: 3,
      title: '第三天 · 战略落地',
      theme: '把共识变成蓝图、组织与路线图',
      modules: [
        {
          title: '模块七：组织与人才变革',
          description: '设计与 AI 战略匹配的组织形态、人才梯队与激励机制，预判变革阻力。',
          topics: ['AI 转型办公室的设立与授权', '关键岗位能力模型与培养路径', '变革管理与内部沟通'],
        },
        {
          title: '模块八：AI 治理与风险管控',
          description: '覆盖数据安全、模型合规、知识产权与伦理风险，建立企业级 AI 治理框架。',
          topics: ['生成式 AI 相关法规要点', '数据出境与隐私保护', '模型输出的审核与责任机制'],
        },
        {
          title: '模块九：企业 AI 战略蓝图',
          description: '各企业完成战略蓝图与三年路线图，现场汇报并接受导师与同学质询。',
          topics: ['战略目标与关键场景', '三年路线图与里程碑', '资源投入与组织保障'],
        },
      ],
    },
  ],
  schedule: [
    {
      day: 1,
      title: '第一天',
      theme: '认知重塑',
      slots: [
        { time: '08:30-09:00', title: '签到与开学典礼', content: '领取学习资料，班主任介绍课程安排与分组。', type: 'ceremony' },
        { time: '09:00-10:30', title: 'AI 时代的竞争格局', speaker: '陈启明', type: 'lecture' },
        { time: '10:45-12:00', title: '大模型能力边界与行业影响', speaker: '周正宇', type: 'lecture' },
        { time: '13:30-15:00', title: '企业 AI 成熟度诊断解读', content: '结合课前报告逐家解读诊断结果。', speaker: '林晓岚', type: 'workshop' },
        { time: '15:15-17:30', title: 'AI 场景发现工作坊', content: '分组完成业务流程拆解与场景排序。', speaker: '林晓岚', type: 'workshop' },
        { time: '18:30-21:00', title: '欢迎晚宴与同学破冰', type: 'networking' },
      ],
    },
    {
      day: 2,
      title: '第二天',
      theme: '标杆洞察',
      slots: [
        { time: '08:30-10:00', title: '数据资产与技术底座', speaker: '周正宇', type: 'lecture' },
        { time: '10:15-11:45', title: 'AI 工具实操：高管的一天', content: '亲手使用知识问答、数据分析与文档生成智能体处理真实工作任务。', speaker: '周正宇', type: 'hands-on' },
        { time: '13:00-16:30', title: '标杆企业实地参访', content: '现场观摩与参访企业高管座谈。', speaker: '韩立峰', type: 'practice' },
        { time: '16:45-18:00', title: 'AI 投资回报测算', speaker: '韩立峰', type: 'lecture' },
        { time: '19:30-21:30', title: '高管私董会', content: '每组 6 到 8 人，围绕各自企业的转型难题进行深度研讨。', speaker: '陈启明', type: 'mastermind' },
      ],
    },
    {
      day: 3,
      title: '第三天',
      theme: '战略落地',
      slots: [
        { time: '08:30-10:00', title: '组织与人才变革', speaker: '苏雅琴', type: 'lecture' },
        { time: '10:15-11:45', title: 'AI 治理与风险管控', speaker: '苏雅琴', type: 'lecture' },
        { time: '13:00-15:00', title: '战略蓝图共创与一对一辅导', content: '导师逐家辅导，完成战略蓝图初稿。', speaker: '全体导师', type: 'workshop' },
        { time: '15:15-17:00', title: '战略蓝图汇报与点评', content: '每家企业 8 分钟汇报，导师与同学质询。', speaker: '全体导师', type: 'presentation' },
        { time: '17:00-17:30', title: '结业典礼', content: '颁发结业证书，启动一年课后服务。', type: 'ceremony' },
      ],
    },
  ],
  faculty: [
    {
      name: '陈启明',
      title: '首席战略导师',
      institution: '本院战略研究中心',
      avatar: '陈',
      description:
        '曾任国际管理咨询公司大中华区合伙人，二十余年企业战略与组织变革咨询经验，主导过 40 余家大型企业的数字化与 AI 转型规划。',
      category: '战略顾问',
      expertise: ['企业战略', '数字化转型规划', '组织变革'],
    },
    {
      name: '林晓岚',
      title: 'AI 转型咨询总监',
      institution: '本院企业服务部',
      avatar: '林',
      description: '长期服务制造、零售与金融行业客户，设计了本院五维 AI 成熟度模型，累计完成 200 余家企业的 AI 成熟度诊断。',
      category: '战略顾问',
      expertise: ['AI 成熟度评估', '场景规划', '业务流程重构'],
    },
    {
      name: '周正宇',
      title: '首席技术专家',
      institution: '头部云服务商 AI 解决方案部（前）',
      avatar: '周',
      description: '十五年企业级软件与云计算经验，曾负责大模型行业解决方案的架构设计，熟悉私有化部署、数据治理与模型评测。',
      category: '技术专家',
      expertise: ['大模型应用架构', '数据治理', '技术选型'],
    },
    {
      name: '韩立峰',
      title: '产业实践导师',
      institution: '大型制造集团（前副总裁）',
      avatar: '韩',
      description: '曾分管某千亿级制造集团的运营与信息化，主导智能工厂与供应链智能化项目，擅长从经营视角测算 AI 投资回报。',
      category: '产业专家',
      expertise: ['智能制造', '运营管理', '投资回报测算'],
    },
    {
      name: '苏雅琴',
      title: '组织与治理导师',
      institution: '知名商学院高管教育中心',
      avatar: '苏',
      description: '组织行为学博士，研究方向为技术变革下的组织设计与领导力，同时为多家上市公司提供 AI 治理与合规咨询。',
      category: '学术专家',
      expertise: ['组织设计', '变革领导力', 'AI 治理与合规'],
    },
  ],
  assignments: [
    {
      title: '课前：企业 AI 现状调研报告',
      description: `按提供的提纲梳理企业战略、业务流程、数据与 IT 现状，字数 ${report.minChars}-${report.maxChars} 字，开课前 ${report.dueDaysBeforeStart / 7} 周提交。`,
      deliverable: '《企业 AI 现状调研报告》',
      weight: weights.preCourse,
    },
    {
      title: '课中：场景排序与战略蓝图',
      description: '参与三天全部工作坊与私董会，完成场景价值—可行性矩阵与战略蓝图初稿，并在结业前完成汇报。',
      deliverable: '场景矩阵、战略蓝图初稿与现场汇报',
      weight: weights.inClass,
    },
    {
      title: '课后：战略蓝图定稿与首个场景启动方案',
      description: '结业后 30 天内根据导师意见修订战略蓝图，并提交首个优先场景的启动方案（目标、团队、预算、里程碑）。',
      deliverable: '《企业 AI 战略蓝图》定稿与首个场景启动方案',
      weight: weights.postCourse,
    },
  ],
  assessment,
  preCourseReport: {
    title: '企业 AI 现状调研报告',
    ...report,
    outline: [
      '企业概况：主营业务、规模、组织架构与近三年经营重点',
      '业务流程：核心价值链与三个最耗人力或最易出错的环节',
      '数据与 IT 现状：主要系统、数据沉淀情况与已有的智能化尝试',
      '当前困惑：对 AI 的期待、顾虑以及希望在课上解决的问题',
    ],
  },
  afterService: {
    intro: `结业不是结束。自结业之日起 ${terms.afterServiceMonths} 个月内，导师团队持续陪伴您的 AI 战略从蓝图走向落地。`,
    items: [
      { title: '月度顾问通话', description: `每月一次、每次 ${terms.monthlyCallHours} 小时的一对一顾问通话，跟进战略落地进展与难点。` },
      { title: '季度校友私董会', description: `每年 ${terms.quarterlyMeetupsPerYear} 次线下校友私董会，与往期同学交流转型经验。` },
      { title: `${terms.responseHours} 小时响应`, description: `服务期内提出的问题，顾问团队承诺 ${terms.responseHours} 小时内响应。` },
      { title: '课程内容持续更新', description: `课程内容每 ${terms.contentUpdateMonths} 个月更新一次，服务期内可免费回听更新模块。` },
      { title: '资源对接', description: '按需对接技术供应商、行业解决方案与实施伙伴，协助完成首个场景的选型。' },
    ],
  },
  policies: standardPolicies,
  testimonials: [
    {
      content:
        '三天下来，我们高管团队第一次对 AI 该做什么、不该做什么达成一致。回公司后我们按蓝图先上了智能客服和销售助手两个场景，半年内客服人力成本下降了三成。',
      author: '王总',
      title: '某连锁零售集团 董事长',
      rating: 5,
    },
    {
      content: '课前的诊断报告写得很辛苦，但课上每个练习都围绕自己的企业展开，这是和其他课程最大的不同。标杆企业参访让我看到了真实的投入和坑。',
      author: '李总',
      title: '某精密制造企业 总经理',
      rating: 5,
    },
    {
      content: '最有价值的是投资回报测算那一天。以前向董事会申请 AI 预算总是说不清，现在有了一套财务认可的口径。',
      author: '赵女士',
      title: '某城商行 首席信息官',
      rating: 5,
    },
    {
      content: '课后的月度顾问通话非常实用，导师帮我们把战略蓝图拆成了季度里程碑，季度私董会也成了我固定参加的交流圈子。',
      author: '刘总',
      title: '某物流集团 战略副总裁',
      rating: 5,
    },
  ],
  faq: {
    items: [
      { question: '没有技术背景能听懂吗？', answer: '可以。课程面向决策层设计，技术内容以业务语言讲解，重点是判断与决策，不涉及编程。' },
      { question: '是否建议多位高管一起参加？', answer: '建议一把手与一至两位核心高管同行，便于在课上形成共识、回去后快速推进。同一企业最多 3 个席位。' },
      {
        question: '课前调研报告有什么要求？',
        answer: `报告 ${report.minChars}-${report.maxChars} 字，需在开课前 ${report.dueDaysBeforeStart / 7} 周提交。我们会提供提纲与示例，顾问会与您沟通一次以帮助完成。`,
      },
      { question: '企业信息会被保密吗？', answer: '会。全体学员与导师签署保密承诺，课前报告与战略蓝图仅用于教学辅导，不对外披露。' },
      { question: '如果临时无法参加怎么办？', answer: '可免费延期至下一期课程；如需退款，按距开课天数适用相应的退款规则。' },
      { question: '费用包含哪些内容？', answer: '包含三天课程、教材、两晚住宿、课程期间餐饮、标杆企业参访与一年课后服务，往返交通自理。' },
      { question: '可以开具发票吗？', answer: '可以开具增值税专用发票或普通发票，发票项目为培训费。' },
      { question: '结业后能获得什么证书？', answer: `总评达到 ${assessment.passScore} 分颁发结业证书，达到 ${assessment.excellentScore} 分另颁发优秀学员证书。` },
    ],
  },
  registration: {
    kind: 'enrolment',
    courseName: 'AI 战略班',
    title: '预约报名 AI 战略班',
    description: `每期限 ${seatsToken} 人，按报名顺序与顾问确认后锁定席位。提交信息后，课程顾问将在 ${replyWithinHours} 小时内与您联系。`,
    submitLabel: '提交报名',
  },
  terms,
}

export const strategy = withSeats(strategySource)
