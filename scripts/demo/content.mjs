// Demo content for a fresh database: slides, partners and news with generated artwork, course
// intakes and demo contact lines.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import intakeChecks from '../../pb_hooks/lib/shared/intakes.js'
import replyPromise from '../../pb_hooks/lib/shared/reply-promise.json' with { type: 'json' }
import { artwork } from './artwork.mjs'

const here = dirname(fileURLToPath(import.meta.url))
/** Changes whenever the content or the artwork generator changes, so stale images are redrawn. */
const sourceStamp = createHash('sha256')
  .update(readFileSync(join(here, 'content.mjs')))
  .update(readFileSync(join(here, 'artwork.mjs')))
  .update(readFileSync(join(here, 'png.mjs')))
  .digest('hex')

const palettes = [
  ['#0b3d91', '#12b5cb'],
  ['#3a1c71', '#d76d77'],
  ['#134e5e', '#71b280'],
  ['#1f4037', '#99f2c8'],
  ['#283c86', '#45a247'],
  ['#2c3e50', '#4ca1af'],
]

/** Slides per carousel page, in their order on that page. */
export const demoSlides = [
  {
    page_id: 'home',
    title: 'AI 战略班 · 高管必修课',
    subtitle: '3 天 2 晚，重塑企业的 AI 战略',
    description: '与 30 位企业决策者同堂，用一套可执行的方法，把 AI 从概念变成增长引擎。',
    button_text: '了解课程',
    button_link: '/courses/strategy',
    stats: [
      { label: '客户满意度', value: '99%' },
      { label: '服务企业', value: '1000+' },
      { label: '成功案例', value: '500+' },
    ],
  },
  {
    page_id: 'home',
    title: 'AI 实战营',
    subtitle: '带着真实项目来，带着落地方案走',
    description: '5 天 4 晚高强度实战，认证导师一对一辅导，项目路演即成果。',
    button_text: '查看详情',
    button_link: '/courses/practical',
    stats: [
      { label: '项目成功率', value: '95%' },
      { label: '认证导师', value: '20+' },
    ],
  },
  {
    page_id: 'home',
    title: '光合行动 · ISV 伙伴计划',
    subtitle: '技术、商业、市场三重赋能',
    description: '与优秀 ISV 伙伴一起，把行业方案带给更多企业。',
    button_text: '申请加入',
    button_link: '/guanghe#apply',
    stats: [],
  },
  {
    page_id: 'home',
    title: '四大课程，覆盖转型全链路',
    subtitle: '战略 · 实战 · 营销 · 生态',
    description: '找到最适合您企业当前阶段的课程。',
    button_text: '课程中心',
    button_link: '/products/courses',
    stats: [{ label: '培训学员', value: '5000+' }],
  },
  {
    page_id: 'products',
    title: '系统化的 AI 转型产品',
    subtitle: '课程中心 + 能力资源',
    description: '从战略认知到落地实践，一站式支持企业 AI 转型。',
    button_text: '浏览课程',
    button_link: '/products/courses',
    stats: [{ label: '课程体系', value: '4 大' }],
  },
  {
    page_id: 'guanghe',
    title: '光合行动',
    subtitle: '让每一家 ISV 伙伴都能被看见',
    description: '联合云厂商生态资源，为 ISV 伙伴提供培训、认证与市场机会。',
    button_text: '立即申请',
    button_link: '/guanghe#apply',
    stats: [{ label: '培训企业', value: '1000+' }],
  },
  {
    page_id: 'about',
    title: '陪伴企业走好 AI 转型每一步',
    subtitle: '关于我们',
    description: '由产业专家与技术专家组成的团队，专注企业 AI 转型培训与咨询。',
    button_text: '联系我们',
    button_link: '/contact',
    stats: [{ label: '认证导师', value: '20+' }],
  },
]

const partners = [
  ['智造云图', '智能制造', '为离散制造企业提供 AI 质检与排产优化方案。', ['服务 120+ 工厂', '质检效率提升 40%', '获评省级专精特新'], ['工业视觉', '排产优化']],
  ['金融智脑', '金融科技', '面向银行与保险的智能风控与智能客服平台。', ['服务 30+ 金融机构', '风控模型上线 200+', '通过等保三级'], ['风控', '智能客服']],
  ['医联智能', '智慧医疗', '医学影像辅助诊断与医院运营分析。', ['覆盖 80+ 医院', '影像阅片提速 3 倍'], ['医学影像', '数据治理']],
  ['零售魔方', '新零售', '门店客流分析、智能选品与会员营销一体化。', ['连接 5000+ 门店', '会员复购提升 18%'], ['客流分析', '会员营销']],
  ['农链科技', '智慧农业', '基于遥感与物联网的种植决策与溯源服务。', ['服务 50 万亩农田', '产量预测误差低于 5%'], ['遥感', '溯源']],
  ['能效先锋', '能源电力', '园区与工厂能耗监测、预测与节能优化。', ['年节电 1.2 亿度', '服务 60+ 园区'], ['能耗预测', '碳管理']],
  ['文思智创', '内容营销', 'AIGC 内容生产与多平台分发运营工具。', ['日产内容 10 万+', '服务 300+ 品牌'], ['AIGC', '多平台运营']],
  ['安途物流', '智慧物流', '路径规划、仓储调度与运力预测平台。', ['配送成本降低 12%', '日调度订单 200 万+'], ['路径规划', '仓储']],
]

/**
 * Course intakes (Beijing calendar days). One upcoming session per paid course and the meeting, as
 * the news announces them: the strategy class's next intake after 第十二期, the marketing workshop's
 * 深圳站 (four days, three nights), the closed-door meeting whose registration is open (by review);
 * and the spec's 2025 sessions as ended ones.
 */
export const courseIntakes = [
  { course: 'strategy', start_date: '2027-01-14', end_date: '2027-01-16', city: '上海', seats: 30, status: 'open', note: '第十三期' },
  { course: 'practical', start_date: '2026-12-14', end_date: '2026-12-18', city: '上海', seats: 25, status: 'open', note: '新增智能体工程模块' },
  { course: 'marketing', start_date: '2026-12-08', end_date: '2026-12-11', city: '深圳', seats: 20, status: 'open', note: '深圳站' },
  { course: 'ecosystem', start_date: '2027-01-21', end_date: '2027-01-22', city: '上海', seats: 20, status: 'open', note: '审核制，名额有限' },
  { course: 'practical', start_date: '2025-04-15', end_date: '2025-04-19', city: '上海', seats: 25, status: 'ended', note: '' },
  { course: 'marketing', start_date: '2025-05-20', end_date: '2025-05-23', city: '上海', seats: 20, status: 'ended', note: '' },
  { course: 'ecosystem', start_date: '2025-04-15', end_date: '2025-04-16', city: '上海', seats: 20, status: 'ended', note: '' },
]

/**
 * Demo contact lines for 系统设置 → 基本设置. A fresh install leaves them empty (the public pages then
 * show no contact line); the seed fills only the empty ones and says they are demo data to replace.
 */
export const demoSiteSettings = {
  contact_phone: '400-000-0000',
  contact_email: 'contact@example.com',
  contact_address: '上海市浦东新区',
  working_hours: '周一至周五 10:00-17:00',
}

/** The open intake of a course: the dates, city and seats the news announces. */
const nextIntake = (course) => courseIntakes.find((intake) => intake.course === course && intake.status === 'open')

/** The dates as the course pages word them ('2027年1月14日-16日'). */
const dayRange = (intake) => intakeChecks.formatIntakeDates(intake.start_date, intake.end_date)

const strategyIntake = nextIntake('strategy')
const practicalIntake = nextIntake('practical')
const marketingIntake = nextIntake('marketing')
const ecosystemIntake = nextIntake('ecosystem')

const list = (tag, items) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`

/**
 * The demo articles by category, newest first. Their bodies announce only the intakes above, and
 * state the courses' facts as the course pages do (durations, seats, terms); no price and no fee
 * for the closed-door meeting.
 */
export const demoArticles = {
  huawei: [
    {
      title: '走进华为坂田基地：企业 AI 转型参访纪实',
      summary: '30 位企业高管走进华为，近距离了解数字化转型的方法与实践。',
      body: [
        '<p>这次参访团由 AI 战略班的校友企业组成，成员来自制造、金融、零售与能源行业，多数是企业的董事长、总经理或分管数字化的副总裁。一天的行程分为展厅参观、专题交流和闭门座谈三部分。</p>',
        '<p>上午在展厅，讲解团队从研发、供应链到园区运营，介绍了大模型在华为自身业务中的落地场景。高管们问得最多的不是技术参数，而是组织问题：业务部门与 IT 部门如何分工，试点项目由谁立项、谁验收，没有达到预期的项目怎样复盘。</p>',
        '<p>下午的专题交流聚焦三个话题：</p>',
        list('ul', [
          '数字化转型的顶层设计：先统一数据口径与业务流程，再谈智能化',
          '大模型在研发、客服与供应链计划中的应用边界',
          '从试点走向规模化推广时的投入测算与风险控制',
        ]),
        '<p>闭门座谈中，多位高管提到，这次参访最大的收获是看清了“转型首先是一项管理工程”。各企业带回的行动清单，将在下一次季度校友私董会上集中复盘。</p>',
      ],
    },
    {
      title: '华为云生态大会分享：行业大模型如何落地',
      summary: '我们在大会上分享了三个行业大模型落地案例与经验。',
      body: [
        '<p>在华为云生态大会的行业分论坛上，我们的产业专家以“行业大模型如何从演示走向生产”为题做了主题分享，结合近一年陪伴客户的项目，拆解了三个已经上线运行的案例。</p>',
        list('ol', [
          '<strong>制造业质检</strong>：一家汽车零部件企业把视觉检测与大模型结合，系统在判定缺陷的同时给出成因说明，质检员的复检工作量明显下降。',
          '<strong>金融客服</strong>：一家城市商业银行用知识库与智能体重构客服流程，常见业务咨询实现自动应答，转人工时附带完整的对话摘要。',
          '<strong>零售选品</strong>：一家连锁零售企业用大模型汇总门店反馈与销售数据，区域经理每周的选品会从半天缩短到一小时。',
        ]),
        '<p>三个案例有共同的规律：项目都从一个边界清晰、可以量化的业务问题开始；数据治理投入的精力往往超过模型本身；上线之后有专人负责持续评测和迭代。</p>',
        '<p>分享结束后，不少与会企业与我们交流了各自试点中的困惑。希望系统梳理落地路径的企业，可以了解以真实项目为课题的 <a href="/courses/practical">AI 实战营</a>。</p>',
      ],
    },
    {
      title: '华为云伙伴认证培训第三期圆满结束',
      summary: '本期共有 42 家伙伴企业参加，31 家通过认证考核。',
      body: [
        '<p>作为光合行动技术赋能的一部分，第三期华为云伙伴认证培训近日结束。来自 42 家伙伴企业的架构师与交付工程师参加了培训，31 家企业通过认证考核，将进入联合测试与上架流程。</p>',
        '<p>本期课程围绕伙伴在云上交付中最常遇到的问题设计，分为三个单元：</p>',
        list('ul', [
          '云上架构设计与迁移：高可用、安全合规与成本优化',
          '大模型与智能体开发：知识库构建、工作流编排与效果评测',
          '联合测试与上架：测试用例准备、问题整改与云市场上架要求',
        ]),
        '<p>认证考核包括方案评审与实操两部分。方案评审由云厂商解决方案架构师与我们的技术导师共同打分；实操要求伙伴在限定时间内完成一个行业场景的部署与调优。</p>',
        '<p>未通过本期考核的 11 家伙伴将收到逐项反馈，可在下一期培训中参加补考。有意参加后续培训的企业，可在<a href="/guanghe#apply">光合行动页面</a>提交申请。</p>',
      ],
    },
    {
      title: '与华为云联合发布企业 AI 成熟度评估模型',
      summary: '五个维度、二十个指标，帮助企业看清转型起点。',
      body: [
        '<p>很多企业在启动 AI 项目前都会问：我们现在处在什么水平，应该从哪里开始？为回答这个问题，我们在 200 余家企业 AI 成熟度诊断的基础上，与华为云行业专家共同完善并发布了企业 AI 成熟度评估模型。</p>',
        '<p>模型从五个维度评估企业的准备程度，每个维度包含四项指标：</p>',
        list('ul', [
          '<strong>战略与领导力</strong>：AI 是否写入经营目标，决策层是否有明确的投入节奏',
          '<strong>数据基础</strong>：核心业务数据的完整性、质量与可访问性',
          '<strong>技术能力</strong>：算力、平台与工程团队能否支撑模型的开发和运维',
          '<strong>组织与人才</strong>：业务与技术的协作机制，以及关键岗位的 AI 素养',
          '<strong>场景与价值</strong>：已识别的应用场景及其可衡量的业务收益',
        ]),
        '<p>评估结果分为探索、试点、推广、规模化与引领五个阶段。不同阶段适合的策略差异很大：处在探索阶段的企业，首要任务是统一高管认知、选准第一个场景；已经进入推广阶段的企业，更需要建立统一的平台与治理机制。</p>',
        '<p>该模型已用于 <a href="/courses/strategy">AI 战略班</a>的课前企业诊断，参加战略班的企业会在开课前收到一份基于该模型的诊断报告。</p>',
      ],
    },
  ],
  isv: [
    {
      title: '走近 ISV：智造云图的 AI 质检之路',
      summary: '从一条产线到一百二十家工厂，看一家 ISV 的成长。',
      body: [
        '<p>智造云图的第一个客户是一家电子元器件工厂。当时团队只有十几个人，方案是在一条产线上部署工业相机，用视觉算法识别焊点缺陷。联合创始人王嘉铭回忆，最难的不是算法，而是让车间主任相信系统的判断。</p>',
        '<p>转折发生在加入光合行动之后。三个月的赋能期里，团队完成了三件事：</p>',
        list('ol', [
          '把质检平台迁移到云上，模型训练与版本管理统一在云端完成，工厂本地只保留推理节点；',
          '引入大模型生成缺陷分析报告，质检员可以直接看到缺陷成因与处理建议；',
          '与云厂商行业团队一起拜访客户，方案上架云市场，客户可以按联合报价采购。',
        ]),
        '<p>如今，智造云图的方案已服务 120 多家工厂，质检效率平均提升 40%。光合行动期间新签的 12 家工厂中，有一半来自与云厂商行业团队的联合拓客。</p>',
        '<p>谈到下一步，王嘉铭说，团队正在把排产优化与质检数据打通，让质检结果直接反馈到生产计划：“我们希望客户买到的不是一套相机加算法，而是一条会自我改进的产线。”</p>',
      ],
    },
    {
      title: '光合行动伙伴沙龙（上海站）回顾',
      summary: '十二家 ISV 伙伴分享了各自在行业落地中的心得。',
      body: [
        '<p>本次沙龙在上海举办，十二家光合行动伙伴围绕“行业方案怎样真正卖出去”这一主题，交流了各自在行业落地中的经验与教训。云厂商行业团队的客户经理和部分行业客户代表也参加了交流。</p>',
        '<p>几位伙伴的分享引发了较多讨论：</p>',
        list('ul', [
          '金融智脑介绍了智能客服方案在金融机构上线前的合规准备与灰度发布节奏；',
          '能效先锋分享了园区能耗预测项目如何用节电收益说服客户立项；',
          '零售魔方讲述了会员营销方案从单店试点到连锁推广的过程。',
        ]),
        '<p>圆桌环节中，伙伴们普遍认为，行业方案的竞争力越来越取决于对客户业务的理解，而不只是模型能力。客户愿意为能讲清投入产出的方案买单，也更看重长期交付与运营的能力。</p>',
        '<p>沙龙结束后，三组伙伴就联合方案达成了初步合作意向，我们将协助推进后续的方案验证。下一站沙龙的时间与城市将在市场活动页面公布。</p>',
      ],
    },
    {
      title: '金融智脑完成光合行动全部赋能课程',
      summary: '三个月的技术与商业赋能，伙伴方案正式上架。',
      body: [
        '<p>金融智脑是一家面向银行与保险机构的智能风控与智能客服服务商。三个月前，团队带着“大模型智能客服”这一升级方向加入光合行动，近日完成了全部技术、商业与市场赋能课程。</p>',
        '<p>技术赋能阶段，金融智脑完成了云上架构评审与适配，把原有的问答引擎升级为“知识库 + 智能体”的架构，并通过了联合测试。商业赋能阶段，团队在导师辅导下重新梳理了定价方式，从按坐席收费调整为基础订阅加按量计费，方便金融机构从小范围试点起步。</p>',
        '<p>目前，该方案已在云市场上架并支持联合报价，已在 8 家金融机构上线，人工坐席替代率达到 60%，终端客户满意度为 96%。</p>',
        '<p>金融智脑副总裁刘思远表示，光合行动最有价值的是“联合”二字：联合方案让产品更贴近客户需求，联合市场让团队第一次和云厂商行业团队一起见客户。接下来，团队计划把风控能力与智能客服打通，为客户提供更完整的方案。</p>',
      ],
    },
    {
      title: 'ISV 伙伴招募：智慧农业方向',
      summary: '我们正在寻找智慧农业方向的 ISV 伙伴，欢迎申请。',
      body: [
        '<p>农业正在成为大模型落地的新场景：种植决策、病虫害识别、农产品溯源与农业金融，都需要把遥感、物联网数据与行业知识结合起来。为此，光合行动新增智慧农业方向，招募在该领域已有产品与客户的 ISV 伙伴。</p>',
        '<p>我们希望申请的伙伴具备以下条件：</p>',
        list('ul', [
          '在种植、养殖、农产品流通或农业服务中至少一个细分领域有成熟产品；',
          '已有付费客户，以及可以公开的落地案例；',
          '愿意把方案部署到云上，并与云厂商行业团队联合拓展客户。',
        ]),
        '<p>入选伙伴将获得为期三个月的技术、商业与市场三重赋能，包括云上架构适配、大模型与智能体开发训练营、联合方案打造以及行业峰会展示机会。已加入光合行动的农链科技也将分享遥感与溯源方案的落地经验。</p>',
        `<p>有意申请的企业请在<a href="/guanghe#apply">光合行动页面</a>提交申请，我们将在 ${replyPromise.withinHours} 小时内与您联系，沟通赋能方案与入选流程。</p>`,
      ],
    },
  ],
  news: [
    {
      title: 'AI 战略班第十二期开班',
      summary: '来自制造、金融、零售等行业的 30 位高管齐聚一堂。',
      tags: ['课程动态', '战略班'],
      body: [
        '<p>AI 战略班第十二期在上海开班。本期 30 位学员中，既有制造与能源企业的董事长，也有金融机构和零售集团分管数字化的高管。开课前，每家企业都提交了课前调研报告，并收到一份 AI 成熟度诊断。</p>',
        '<p>三天的课程按以下顺序展开：</p>',
        list('ol', [
          '<strong>认知重塑</strong>：大模型与智能体的能力边界，以及 AI 对行业成本结构与竞争格局的影响；',
          '<strong>标杆洞察</strong>：行业标杆案例拆解与企业实地参访，讨论数据、组织与投资决策；',
          '<strong>战略落地</strong>：在导师一对一辅导下完成本企业的 AI 战略蓝图，并分组汇报。',
        ]),
        '<p>开班仪式上，课程负责人提醒学员：战略蓝图不是课程的终点。结业后一年内，顾问团队每月与学员进行一小时通话，跟进蓝图落地，并组织每季度一次的校友私董会。</p>',
        `<p>第十三期将于${dayRange(strategyIntake)}在${strategyIntake.city}举行，限 ${strategyIntake.seats} 人，现已开放报名。希望参加的企业可在<a href="/courses/strategy">课程页面</a>提交报名信息。</p>`,
      ],
    },
    {
      title: 'AI 实战营结营路演：10 个企业项目进入课后陪跑',
      summary: '本期 25 位学员分成 10 个项目组完成路演，全部项目进入 180 天课后陪跑。',
      tags: ['实战营', '路演'],
      body: [
        '<p>AI 实战营本期结营路演在上海举行。25 位学员来自 10 家企业，按业务与技术搭配组成 10 个项目组，每组以 15 分钟汇报加 5 分钟答辩，展示五天里从需求定义、方案设计到原型验证的全过程。</p>',
        '<p>本期课题覆盖了几类典型场景：</p>',
        list('ul', [
          '制造企业的设备维修知识助手，维修工可以用自然语言查询故障处理步骤；',
          '保险公司的理赔材料预审，自动核对材料完整性并提示缺失项；',
          '连锁餐饮的门店巡检报告生成，把照片与检查项汇总为整改清单；',
          '物流企业的客服工单自动分类与分派。',
        ]),
        '<p>评审导师从业务价值、技术可行性、落地计划与答辩表现四个方面打分。多位导师在点评中提到，本期项目的共同特点是范围控制得好：每个项目只解决一个清晰的问题，并在课上用企业自己的数据跑通了原型。</p>',
        `<p>结营后，每个项目由一名陪跑导师跟进 180 天，每月两次进度检查。往期实战营项目的落地成功率为 95%，我们期待本期项目早日上线。下一期实战营将于${dayRange(practicalIntake)}在${practicalIntake.city}开营。</p>`,
      ],
    },
    {
      title: '发布《2026 企业 AI 转型白皮书》',
      summary: '基于 1000+ 家服务企业的调研与实践总结。',
      tags: ['白皮书'],
      body: [
        '<p>《2026 企业 AI 转型白皮书》正式发布。白皮书以我们服务过的 1000 余家企业的调研与项目实践为基础，覆盖制造、金融、零售、医疗、能源等 15 个行业，总结了企业在转型不同阶段的典型做法与常见误区。</p>',
        '<p>白皮书的主要发现包括：</p>',
        list('ol', [
          '多数企业的第一个 AI 项目从客服、知识管理或文档处理切入，这类场景数据相对集中，收益也容易衡量；',
          '转型推进快的企业，普遍由一把手牵头，并设立了业务与技术共同参与的转型小组；',
          '数据治理是最常被低估的工作，不少项目的延期源于各部门数据口径不一致；',
          '从试点走向规模化时，平台统一与人才培养比单个模型的效果更关键。',
        ]),
        '<p>白皮书还收录了多个行业的落地案例，并附有基于企业 AI 成熟度评估模型的自测问卷，企业可以据此判断自己所处的阶段。</p>',
        `<p>如需白皮书全文，请通过页面顶部的“免费咨询”留下联系方式，顾问将在 ${replyPromise.withinHours} 小时内发送给您。</p>`,
      ],
    },
    {
      title: '营销工作坊新增短视频获客模块',
      summary: '根据学员反馈，新增多平台短视频内容运营实操。',
      tags: ['营销工作坊', '课程更新'],
      body: [
        '<p>在往期营销工作坊的课后回访中，学员反馈最集中的一点是：短视频已经成为获客的主要渠道，但团队缺少稳定产出与投放的方法。根据这些反馈，我们调整了课程中的内容生产与平台获客部分，新增多平台短视频获客实操。</p>',
        '<p>新增内容包括：</p>',
        list('ul', [
          '短视频选题与脚本：用 AI 从选题库批量生成脚本，并按各平台的调性改写；',
          '拍摄与数字人口播：在拍摄棚现场完成一条短视频，并制作数字人口播版本；',
          '多平台分发：不同平台的账号定位、发布节奏与小预算投放测试；',
          '线索承接：从评论、私信到私域的转化路径设计。',
        ]),
        '<p>调整后的课程仍为四天三晚，新增内容安排在第二天的内容矩阵与第三天的多平台获客中。学员在课上用企业自己的账号完成真实发布，第一批数据将作为第四天数据复盘的素材。</p>',
        `<p>新版课程从${dayRange(marketingIntake)}的${marketingIntake.note}开始实施，报名请访问<a href="/courses/marketing">课程页面</a>。</p>`,
      ],
    },
  ],
  activity: [
    {
      title: '生态闭门会报名开启',
      summary: '面向行业领袖的闭门交流，名额有限，审核制。',
      tags: ['闭门会'],
      body: [
        `<p>新一期 AI 生态闭门会将于${dayRange(ecosystemIntake)}在${ecosystemIntake.city}举行，现已开放参会申请。本期主题为“行业大模型与生态共建”，邀请行业龙头企业与优秀 ISV 的决策者，用两天时间围绕联合解决方案与生态合作进行闭门研讨。</p>`,
        `<p>闭门会不设媒体、不做直播，本期仅 ${ecosystemIntake.seats} 席，行业企业与技术伙伴大致各占一半。会议安排包括：</p>`,
        list('ul', ['行业领袖主题分享与圆桌讨论；', '按行业分组的需求与方案研讨；', '每位嘉宾 5-8 场一对一精准对接；', '联合方案发布与合作签约。']),
        '<p>参会实行邀请与申请审核制。提交申请后，我们将在 5 个工作日内完成审核，并以电话或邮件通知结果。会后 180 天内，生态顾问将持续跟进会上达成的合作意向。</p>',
        '<p>有意参会的企业决策者，请在<a href="/courses/ecosystem">闭门会页面</a>提交申请。</p>',
      ],
    },
    {
      title: 'AI 营销工作坊（深圳站）招募学员',
      summary: '四天三晚，从内容生产到多平台投放的全链路实操。',
      tags: ['营销工作坊'],
      body: [
        `<p>AI 营销工作坊${marketingIntake.note}将于${dayRange(marketingIntake)}在${marketingIntake.city}举行，限 ${marketingIntake.seats} 人，现已开放报名。本站面向华南地区的制造、消费品与企业服务企业，帮助市场团队用 AI 重建从品牌定位、内容生产到多平台分发与线索转化的完整链路。</p>`,
        '<p>四天的课程安排如下：</p>',
        list('ol', [
          '<strong>品牌定位</strong>：用 AI 完成用户洞察与竞品分析，明确品牌定位与目标人群；',
          '<strong>内容矩阵</strong>：搭建选题库与内容工作流，批量产出图文与短视频；',
          '<strong>多平台获客</strong>：制定平台策略与账号矩阵，设计私域承接与线索转化；',
          '<strong>数据复盘</strong>：复盘课中真实发布的数据，完成 90 天运营计划并现场汇报。',
        ]),
        '<p>建议企业由市场负责人与一名内容运营同行参加，并提前准备好企业自己的账号：课上发布的内容会带来第一批曝光与线索数据。</p>',
        `<p>报名请访问<a href="/courses/marketing">课程页面</a>，课程顾问将在 ${replyPromise.withinHours} 小时内与您联系，了解企业的品牌与获客现状。</p>`,
      ],
    },
    {
      title: '光合行动 ISV 伙伴开放日',
      summary: '面向有意加入光合行动的 ISV，介绍赋能路径与合作模式。',
      tags: ['光合行动', '开放日'],
      body: [
        '<p>为帮助更多行业软件企业了解光合行动，我们定期举办 ISV 伙伴开放日，由光合行动项目组、技术导师与已入选的伙伴代表共同参与。</p>',
        '<p>开放日的内容包括：</p>',
        list('ul', [
          '光合行动的入选流程与三个月赋能安排；',
          '技术赋能：云上架构评审、大模型与智能体开发训练营、联合测试与认证上架；',
          '商业与市场赋能：联合方案打造、云市场上架、联合发布会与行业峰会展示；',
          '伙伴分享：已完成赋能的伙伴介绍方案升级与联合拓客的经验。',
        ]),
        '<p>每场开放日都设有答疑环节，项目组会就企业的行业方向、产品成熟度与合作方式逐一解答。参加开放日不是入选的前提，企业也可以直接提交申请。</p>',
        `<p>报名参加开放日或申请加入光合行动，请在<a href="/guanghe#apply">光合行动页面</a>填写企业信息，我们将在 ${replyPromise.withinHours} 小时内与您联系。</p>`,
      ],
    },
    {
      title: '高管读书会：《AI 时代的组织进化》',
      summary: '每月一期，与企业高管共读共研 AI 时代的组织变革。',
      tags: ['读书会'],
      body: [
        '<p>高管读书会是我们为战略班校友与企业管理者组织的长期学习活动，每月一期，每期围绕一个主题精读一本书或一组文章。本期主题为“AI 时代的组织进化”，讨论 AI 进入日常工作之后，企业的组织结构、岗位分工与管理方式将如何变化。</p>',
        '<p>本期讨论围绕三个问题展开：</p>',
        list('ol', [
          '当智能体可以完成一部分知识工作时，岗位应该如何重新设计？',
          '中层管理者的角色会发生什么变化，企业如何帮助他们转型？',
          '怎样建立一种让一线员工愿意使用、也敢于试错的 AI 文化？',
        ]),
        '<p>读书会以小组讨论的形式进行，由一位战略班导师主持。参与者需在会前完成阅读，并准备一个本企业的真实案例，在会上与其他高管交流。</p>',
        '<p>读书会名额有限，优先面向战略班校友。其他企业管理者可通过页面顶部的“免费咨询”登记意向，我们将根据名额情况与您确认。</p>',
      ],
    },
  ],
  announcement: [
    {
      title: '关于 2026 年度发票开具安排的通知',
      summary: '年度结账临近，需在 2026 年度入账的课程费用发票，请于 12 月 22 日前提交开票申请。',
      tags: ['公告'],
      body: [
        '<p>为配合客户企业的年度财务结账，现将 2026 年度发票开具安排通知如下：</p>',
        list('ul', [
          '需在 2026 年度入账的课程费用发票，请于 2026 年 12 月 22 日前提交开票申请；',
          '申请时请提供企业全称、纳税人识别号、发票类型与收票邮箱，电子发票将在 3 个工作日内发送；',
          '12 月 22 日之后提交的申请，发票自 2027 年 1 月 4 日起陆续开具。',
        ]),
        `<p>已报名 12 月开课的 AI 营销工作坊（${marketingIntake.note}）与 AI 实战营的企业，如需在本年度入账，请在课程顾问确认报名后尽早提交开票信息。</p>`,
        `<p>开票相关问题，请通过<a href="/contact">联系我们</a>页面留言或联系您的课程顾问，我们将在 ${replyPromise.withinHours} 小时内回复。</p>`,
      ],
    },
    {
      title: 'AI 实战营课程大纲更新说明',
      summary: '新增智能体工程模块，课时安排同步调整。',
      tags: ['课程更新'],
      body: [
        `<p>为回应企业对智能体落地的需求，AI 实战营自${dayRange(practicalIntake)}的${practicalIntake.city}班起启用新版课程大纲，新增智能体工程模块。</p>`,
        '<p>新增模块关注如何把智能体做成能在生产环境稳定运行的系统，主要内容包括：</p>',
        list('ul', [
          '智能体的任务拆解与工具调用设计；',
          '知识库工程：文档切分、检索评测与权限控制；',
          '工作流编排、异常处理与人工接管设计；',
          '上线前的效果评测、成本估算与监控指标。',
        ]),
        '<p>为容纳新增内容，第三天的原型开发增加了智能体平台实操时间，系统集成改为按零代码路线与工程路线分组进行。课程总时长仍为五天四晚，结营路演与课后 180 天陪跑安排不变。</p>',
        '<p>已报名该期的学员将在开营前收到新版课程资料与课前调研要求。往期学员如对新增内容感兴趣，可联系课程顾问获取相关学习资料。</p>',
      ],
    },
    {
      title: '隐私政策更新公告',
      summary: '我们更新了隐私政策，进一步明确个人信息的处理方式与您的权利。',
      tags: ['隐私政策'],
      body: [
        '<p>为更清楚地说明我们如何处理您的个人信息，我们更新了<a href="/legal/privacy">隐私政策</a>。新版政策已在隐私政策页面发布，并在页首注明生效日期。</p>',
        '<p>本次更新主要包括：</p>',
        list('ul', [
          '逐项列明咨询、报名与伙伴申请表单收集的信息及其用途；',
          '说明访问网站时自动产生的技术信息及其使用方式；',
          '明确个人信息的保存期限，以及委托他人处理时的约束；',
          '补充查阅、更正、删除个人信息与撤回同意的具体方式。',
        ]),
        '<p>提交表单时，我们会请您阅读并同意隐私政策。您可以随时在隐私政策页面查看最新版本。</p>',
        '<p>如您对隐私政策或个人信息的处理有任何疑问，请通过<a href="/contact">联系我们</a>页面与我们联系。</p>',
      ],
    },
    {
      title: '官方咨询渠道说明',
      summary: '请通过官网、官方邮箱与客服电话联系我们，谨防冒用。',
      tags: ['公告'],
      body: [
        '<p>近期我们注意到，有个别机构以我们的名义推广课程。为保护您的权益，现将官方咨询与报名渠道说明如下：</p>',
        list('ul', [
          '官方网站：课程报名、伙伴申请与咨询均可通过本网站的表单提交；',
          '电话与邮箱：以本网站<a href="/contact">联系我们</a>页面公布的为准；',
          `课程顾问：提交表单后，顾问会在 ${replyPromise.withinHours} 小时内主动与您联系，说明课程安排与报名流程。`,
        ]),
        '<p>课程费用只会支付到与您签订合同的公司对公账户，我们不会要求您向任何个人账户转账。</p>',
        '<p>AI 生态闭门会实行邀请与申请审核制，参会资格以我们发出的正式通知为准。如您接到自称代表我们的电话或信息且无法确认真伪，请先通过上述官方渠道与我们核实。</p>',
      ],
    },
  ],
}

/**
 * Writes through a temporary file and a rename, so that processes filling the same cache at once
 * (the e2e tier's workers) never read each other's half-written files.
 */
function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}

/**
 * Writes content.json and the generated images into `dir` (images are reused when `dir` already
 * holds this version's); returns the path of content.json.
 */
export function writeDemoContent(dir) {
  mkdirSync(dir, { recursive: true })
  const stampFile = join(dir, '.stamp')
  const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceStamp
  const image = (name, width, height, seed) => {
    const [from, to] = palettes[seed % palettes.length]
    if (!fresh || !existsSync(join(dir, name))) {
      writeAtomically(join(dir, name), artwork(width, height, { from, to, seed: seed + 7, format: name.endsWith('.png') ? 'png' : 'jpeg' }))
    }
    return name
  }

  const carousels = demoSlides.map((slide, i) => ({
    ...slide,
    image: image(`slide-${i + 1}.jpg`, 1600, 640, i),
    order_index: i + 1,
    active: true,
  }))

  const isv_partners = partners.map(([name, field, description, achievements, tags], i) => ({
    name,
    field,
    description,
    achievements,
    tags,
    logo: image(`partner-${i + 1}.png`, 200, 200, i + 3),
    website_url: '',
    contact_email: '',
    order_index: i + 1,
    active: true,
    featured: i < 2,
  }))

  let seed = 0
  const news = Object.entries(demoArticles).flatMap(([category, items]) =>
    items.map(({ title, summary, tags = [], body }, i) => ({
      title,
      summary,
      content: body.join(''),
      // Spread over the past weeks so the rails show a believable history.
      published_at: new Date(Date.now() - (i * 9 + seed) * 86_400_000).toISOString().replace('T', ' '),
      category,
      published: true,
      featured: i === 0,
      author: '市场部',
      tags,
      image: image(`news-${category}-${i + 1}.jpg`, 1200, 630, seed++),
    })),
  )

  const file = join(dir, 'content.json')
  writeAtomically(file, JSON.stringify({ carousels, isv_partners, news, course_intakes: courseIntakes, site_settings: demoSiteSettings }, null, 2))
  writeAtomically(stampFile, sourceStamp)
  return file
}
