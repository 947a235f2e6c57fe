// AI 生态闭门会: the invitation-only industry event; card, page content and terms. It is free to
// attend, so it has attendance rules instead of refund rules: the spec's "refund if satisfaction is
// below 90%" has nothing to refund here and is not published.
import { courseTitle } from './helpers'
import { seatsToken, withSeats } from './seats'
import { formatPrice, formatSeats } from './types'
import type { EcosystemCourse, EcosystemTerms } from './types'

const seats = 20
const meetingName = 'AI 生态闭门会'

const terms: EcosystemTerms = {
  followUpMonths: 6,
  followUpDays: 180,
  matchedMeetingsMin: 5,
  matchedMeetingsMax: 8,
  eventsPerYear: 4,
  reviewWorkingDays: 5,
}

const matchedMeetingsText = `${terms.matchedMeetingsMin}-${terms.matchedMeetingsMax} 场`

/** As written: {名额} where a text states the seats (seats.ts). */
export const ecosystemSource: EcosystemCourse = {
  id: 'ecosystem',
  title: courseTitle('ecosystem'),
  fullName: `${meetingName}：行业大模型与生态共建`,
  subtitle: '行业领袖的 AI 生态合作闭门交流',
  price: null,
  priceText: formatPrice(null),
  duration: '2天1晚',
  days: 2,
  nights: 1,
  participants: { seats, text: formatSeats(seats) },
  level: '仅限受邀',
  description: '面向行业龙头企业与优秀 ISV 的决策者，围绕行业大模型、联合解决方案与生态合作进行闭门研讨，会后精准对接合作资源。',
  icon: 'network',
  gradient: 'linear-gradient(135deg, #3b0764 0%, #7c3aed 100%)',
  bgColor: '#f5f3ff',
  highlights: [
    `每位嘉宾 ${matchedMeetingsText}精准对接`,
    '行业领袖主题分享与圆桌',
    `会后 ${terms.followUpMonths} 个月持续跟进`,
    '每季度一次生态活动',
    `申请制，${terms.reviewWorkingDays} 个工作日内完成审核`,
  ],
  venue: {
    city: '上海',
    description: '黄浦江畔私密会所，全程闭门、不设媒体席；具体地址仅向通过审核的嘉宾发送。',
  },
  included: [
    '两天闭门会议与全部会议资料',
    '一晚会所住宿',
    '会议期间餐饮与主题晚宴',
    `一对一精准对接 ${matchedMeetingsText}`,
    `会后 ${terms.followUpDays} 天合作跟进`,
  ],

  sections: [
    { id: 'pain-points', label: '行业挑战' },
    { id: 'value', label: '参会价值' },
    { id: 'audience', label: '参会嘉宾' },
    { id: 'advantages', label: '会议特色' },
    { id: 'schedule', label: '会议议程' },
    { id: 'faculty', label: '演讲嘉宾' },
    { id: 'after-service', label: '会后服务' },
    { id: 'testimonials', label: '往届反馈' },
    { id: 'faq', label: '常见问题' },
    { id: 'registration', label: '申请参会' },
  ],
  hero: {
    tagline: '让行业龙头与优秀 ISV 在同一张桌子上谈合作',
    intro: `行业大模型的价值，最终要靠懂行业的企业与懂技术的伙伴一起做出来。闭门会每期仅邀请 ${seatsToken} 位决策者，不设媒体、不做直播，用两天时间把供需、方案与合作谈透。`,
  },
  painPoints: [
    { title: '需求方找不到靠谱伙伴', description: '行业企业面对大量 AI 供应商，难以判断谁真正有行业落地能力。' },
    { title: '技术方进不了核心场景', description: 'ISV 有技术和产品，却难以接触到决策层，停留在试点与演示阶段。' },
    { title: '合作停留在名片交换', description: '公开论坛人多、时间短，交流难以深入，会后很少形成实际合作。' },
    { title: '行业方案重复建设', description: '同一行业的共性问题被反复定制开发，缺少联合打造的标准化方案。' },
  ],
  value: [
    { title: '精准对接', description: `会前根据双方需求与能力画像预先匹配，每位嘉宾安排 ${matchedMeetingsText}一对一对接。` },
    { title: '决策层对话', description: '参会者均为企业一把手或分管 AI 的高管，当场可谈方向、谈预算、谈合作模式。' },
    { title: '联合方案共创', description: '围绕行业共性场景分组共创联合解决方案，会后由主办方推动落地试点。' },
    { title: '政策与技术前瞻', description: '获取行业大模型技术路线、算力与数据要素政策的一手解读。' },
  ],
  audience: {
    intro: `闭门会实行邀请与申请审核制，每期 ${seatsToken} 席，行业企业与技术伙伴大致各占一半。`,
    profiles: [
      { title: '行业龙头企业决策者', description: '制造、能源、金融、医疗、零售等行业的董事长、总经理或分管数字化的高管。' },
      { title: '优秀 ISV 创始人', description: '已有行业落地案例的软件与解决方案企业创始人或 CEO。' },
      { title: '技术与生态负责人', description: '云服务商、模型厂商的行业与生态负责人。' },
      { title: '产业投资人', description: '关注企业服务与产业 AI 方向的投资机构合伙人（少量席位）。' },
    ],
  },
  advantages: [
    { title: '严格闭门', description: '不设媒体席、不直播、不录像，全体嘉宾签署保密约定，保证交流的坦诚度。' },
    { title: `仅 ${seatsToken} 席`, description: '小规模保证每位嘉宾都有充分的发言与对接时间。' },
    { title: '供需预匹配', description: '会前两周完成需求与能力调研，由生态顾问安排对接名单。' },
    { title: '受邀免费参会', description: '不收取参会费用，会议期间的住宿与餐饮由主办方承担，嘉宾只需专注交流与合作。' },
  ],
  schedule: [
    {
      day: 1,
      title: '第一天',
      theme: '洞察与对话',
      slots: [
        { time: '13:00-13:30', title: '嘉宾签到', type: 'break' },
        { time: '13:30-13:45', title: '开幕致辞', speaker: '主办方', type: 'ceremony' },
        { time: '13:45-14:30', title: '主题演讲：行业大模型的下一程', speaker: '沈博文', type: 'keynote' },
        { time: '14:30-15:15', title: '技术分享：从通用模型到行业模型的工程实践', speaker: '邵立衡', type: 'technical' },
        { time: '15:15-15:30', title: '茶歇', type: 'break' },
        { time: '15:30-16:30', title: '圆桌对话：龙头企业与 ISV 如何共建行业方案', speaker: '顾清扬 等', type: 'panel' },
        { time: '16:30-18:00', title: '一对一精准对接（第一轮）', content: '按会前匹配名单进行，每场 20 分钟。', type: 'networking' },
        { time: '18:30-21:00', title: '主题晚宴', content: '按行业分桌，深入交流。', type: 'dinner' },
      ],
    },
    {
      day: 2,
      title: '第二天',
      theme: '共创与合作',
      slots: [
        { time: '09:00-10:30', title: '闭门战略研讨：行业共性场景与联合方案', content: '按行业分组共创联合解决方案框架。', speaker: '沈博文', type: 'strategy' },
        { time: '10:30-10:45', title: '茶歇', type: 'break' },
        { time: '10:45-12:00', title: '私董会：生态合作中的利益分配与风险', speaker: '顾清扬', type: 'mastermind' },
        { time: '13:30-15:00', title: '一对一精准对接（第二轮）', type: 'networking' },
        { time: '15:00-15:45', title: '联合方案发布与合作签约', content: '公布本期共创方案与合作意向。', type: 'announcement' },
        { time: '15:45-16:15', title: '闭幕与会后跟进安排', content: `公布 ${terms.followUpDays} 天跟进计划与下一季度活动。`, speaker: '主办方', type: 'closing' },
      ],
    },
  ],
  faculty: [
    {
      name: '沈博文',
      title: '首席 AI 战略顾问',
      institution: '本院战略研究中心',
      avatar: '沈',
      description: '长期研究产业数字化与 AI 生态，参与多个省市行业大模型与算力产业规划的编制。',
      category: '主题演讲',
      expertise: ['产业 AI 战略', '行业大模型', '生态规划'],
      background: '曾任大型科技企业战略研究院副院长，二十年产业研究经验。',
      achievement: '主持编写多部行业 AI 应用白皮书，推动 30 余个行业联合方案落地。',
      courseTopic: '行业大模型的下一程：从技术突破到产业规模化',
    },
    {
      name: '邵立衡',
      title: '行业模型技术负责人',
      institution: '头部云服务商 行业大模型团队',
      avatar: '邵',
      description: '负责行业大模型的训练、评测与交付，熟悉制造、能源与政务行业的模型落地。',
      category: '技术分享',
      expertise: ['模型训练与微调', '行业数据工程', '模型评测'],
      background: '计算机博士，十余年机器学习与大规模系统研发经验。',
      achievement: '带领团队交付多个行业模型项目，覆盖质检、调度与知识问答场景。',
      courseTopic: '从通用模型到行业模型的工程实践',
    },
    {
      name: '顾清扬',
      title: '生态合作总经理',
      institution: '本院生态合作中心',
      avatar: '顾',
      description: '负责光合行动 ISV 伙伴计划的运营，连接数百家行业企业与技术伙伴。',
      category: '圆桌主持',
      expertise: ['生态合作', '联合解决方案', '商业模式设计'],
      background: '曾在企业软件公司负责渠道与生态业务十余年。',
      achievement: '促成多项龙头企业与 ISV 的联合方案合作，累计带动项目签约额逾十亿元。',
      courseTopic: '龙头企业与 ISV 如何共建行业方案',
    },
    {
      name: '冯雅婷',
      title: '产业投资合伙人',
      institution: '某产业投资基金',
      avatar: '冯',
      description: '专注企业服务与产业 AI 方向投资，关注具备行业壁垒的解决方案企业。',
      category: '圆桌嘉宾',
      expertise: ['产业投资', '企业服务', '商业化路径'],
      background: '曾任券商研究所计算机行业首席分析师。',
      achievement: '主导投资十余家企业服务与产业 AI 公司。',
      courseTopic: '资本视角下的行业 AI 商业化',
    },
  ],
  afterService: {
    intro: `闭门会结束后 ${terms.followUpMonths} 个月（${terms.followUpDays} 天）内，生态顾问持续跟进会上达成的合作意向。`,
    items: [
      { title: `${terms.followUpDays} 天合作跟进`, description: '生态顾问对接会上形成的每一项合作意向，推动方案验证与试点。' },
      { title: '追加对接', description: '会后如有新的合作需求，可申请追加与其他嘉宾或伙伴的定向对接。' },
      { title: '季度生态活动', description: `每年 ${terms.eventsPerYear} 次季度生态活动，往届嘉宾可优先受邀。` },
      { title: '联合方案推广', description: '会上共创的联合解决方案纳入光合行动方案库，获得联合市场推广支持。' },
    ],
  },
  policies: {
    notes: [
      '闭门会仅限受邀嘉宾参加，不收取参会费用，往返交通由嘉宾自理。',
      '参会名额仅限受邀嘉宾本人，不可转让；如需由同企业同级别高管代为出席，须提前告知并经主办方确认。',
      '如因故无法出席，请尽早告知主办方，以便将席位安排给其他申请企业。',
    ],
  },
  testimonials: [
    {
      content: '两天里对接了 7 家伙伴，其中两家会后一个月就进场做了质检场景的验证，这样的效率在公开论坛里是不可能的。',
      author: '钱总',
      title: '某汽车零部件集团 副总裁',
      rating: 5,
    },
    {
      content: '作为 ISV，最难的是见到行业企业的决策者。闭门会上我们和三家龙头企业谈到了具体场景和预算。',
      author: '蒋先生',
      title: '某工业软件公司 创始人兼 CEO',
      rating: 5,
    },
    {
      content: '不录像、不直播，大家说的都是真话。圆桌上对利益分配的讨论，对我们设计生态合作模式很有启发。',
      author: '曹女士',
      title: '某能源集团 数字化部总经理',
      rating: 5,
    },
  ],
  faq: {
    items: [
      { question: '如何获得参会资格？', answer: `闭门会实行邀请与申请审核制。提交申请后，我们将在 ${terms.reviewWorkingDays} 个工作日内完成审核并通知结果。` },
      { question: '参会需要付费吗？', answer: '不收取参会费用，会议期间的住宿与餐饮由主办方承担，往返交通自理。' },
      { question: '一家企业可以来几个人？', answer: '原则上每家企业 1 个席位，须为企业决策者或分管 AI 的高管。' },
      {
        question: '精准对接是如何安排的？',
        answer: `会前两周完成需求与能力调研，由生态顾问预先匹配，每位嘉宾安排 ${matchedMeetingsText}一对一对接，每场约 20 分钟。`,
      },
      { question: '会议内容会公开吗？', answer: '不会。闭门会不设媒体席、不直播、不录像，嘉宾发言不对外引用。' },
      { question: '会后有哪些跟进？', answer: `会后 ${terms.followUpDays} 天内由生态顾问跟进合作意向，并邀请参加每季度一次的生态活动。` },
    ],
  },
  registration: {
    kind: 'application',
    courseName: meetingName,
    title: '申请参加 AI 生态闭门会',
    description: `闭门会仅限邀请，每期 ${seatsToken} 席。提交申请后，我们将在 ${terms.reviewWorkingDays} 个工作日内完成审核，并以电话或邮件通知审核结果。`,
    submitLabel: '提交申请',
    reviewWorkingDays: terms.reviewWorkingDays,
    admissionCriteria: [
      '行业企业：年营业收入 5 亿元以上，或为细分行业前三名',
      'ISV 与技术伙伴：拥有至少 3 个已上线的行业 AI 落地案例',
      '申请人须为企业董事长、总经理、创始人或分管 AI 与数字化的高管',
      '有明确的 AI 合作需求或可对外输出的行业能力',
    ],
  },
  terms,
}

export const ecosystem = withSeats(ecosystemSource)
