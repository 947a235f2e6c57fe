// Demo content for a fresh database: slides, partners and news with generated artwork, course
// intakes and demo contact lines.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { artwork } from './png.mjs'

const here = dirname(fileURLToPath(import.meta.url))
/** Changes whenever the content or the artwork generator changes, so stale images are redrawn. */
const sourceStamp = createHash('sha256')
  .update(readFileSync(join(here, 'content.mjs')))
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

const slides = [
  {
    page_id: 'home',
    title: 'AI 战略班 · 高管必修课',
    subtitle: '3 天 2 晚，重塑企业的 AI 战略',
    description: '与 30 位企业决策者同堂，用一套可执行的方法，把 AI 从概念变成增长引擎。',
    button_text: '了解课程',
    button_link: '/courses/strategy',
    stats: [
      { label: '学员满意度', value: '99%' },
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
    button_link: '/guanghe',
    stats: [],
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
    button_link: '/guanghe',
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
  {
    page_id: 'courses',
    title: '四大课程，覆盖转型全链路',
    subtitle: '战略 · 实战 · 营销 · 生态',
    description: '找到最适合您企业当前阶段的课程。',
    button_text: '课程中心',
    button_link: '/products/courses',
    stats: [{ label: '学员', value: '5000+' }],
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

const articles = {
  huawei: [
    ['走进华为坂田基地：企业 AI 转型参访纪实', '30 位企业高管走进华为，近距离了解数字化转型的方法与实践。'],
    ['华为云生态大会分享：行业大模型如何落地', '我们在大会上分享了三个行业大模型落地案例与经验。'],
    ['华为云伙伴认证培训第三期圆满结束', '本期共有 42 家伙伴企业参加，31 家通过认证考核。'],
    ['与华为云联合发布企业 AI 成熟度评估模型', '五个维度、二十个指标，帮助企业看清转型起点。'],
  ],
  isv: [
    ['走近 ISV：智造云图的 AI 质检之路', '从一条产线到一百二十家工厂，看一家 ISV 的成长。'],
    ['光合行动伙伴沙龙（上海站）回顾', '十二家 ISV 伙伴分享了各自在行业落地中的心得。'],
    ['金融智脑完成光合行动全部赋能课程', '三个月的技术与商业赋能，伙伴方案正式上架。'],
    ['ISV 伙伴招募：智慧农业方向', '我们正在寻找智慧农业方向的 ISV 伙伴，欢迎申请。'],
  ],
  news: [
    ['AI 战略班第十二期开班', '来自制造、金融、零售等行业的 30 位高管齐聚一堂。', ['课程动态', '战略班']],
    ['实战营学员项目路演：95% 的项目进入落地阶段', '本期 25 位学员完成了 25 个真实项目的路演。', ['实战营', '路演']],
    ['发布《2026 企业 AI 转型白皮书》', '基于 1000+ 家服务企业的调研与实践总结。', ['白皮书']],
    ['营销工作坊新增短视频获客模块', '根据学员反馈，新增多平台短视频内容运营实操。', ['营销工作坊', '课程更新']],
  ],
  activity: [
    ['生态闭门会报名开启', '面向行业领袖的闭门交流，名额有限，审核制。', ['闭门会']],
    ['AI 营销工作坊（深圳站）招募学员', '四天三晚，从内容生产到多平台投放的全链路实操。', ['营销工作坊']],
    ['光合行动 ISV 伙伴开放日', '面向有意加入光合行动的 ISV，介绍赋能路径与合作模式。', ['光合行动', '开放日']],
    ['高管读书会：《AI 时代的组织进化》', '每月一期，与企业高管共读共研 AI 时代的组织变革。', ['读书会']],
  ],
  announcement: [
    ['关于春节期间服务时间的通知', '春节期间客服响应时间调整，详见正文。', ['公告']],
    ['AI 实战营课程大纲更新说明', '新增智能体工程模块，课时安排同步调整。', ['课程更新']],
    ['隐私政策更新公告', '我们更新了隐私政策，进一步明确个人信息的处理方式与您的权利。', ['隐私政策']],
    ['官方咨询渠道说明', '请通过官网、官方邮箱与客服电话联系我们，谨防冒用。', ['公告']],
  ],
}

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

/** What each category's articles go on to say after their summary. */
const bodies = {
  huawei: '<p>活动期间，参访企业与云厂商专家围绕行业大模型、数据治理和算力规划展开了深入交流，并就下一阶段的联合试点达成了初步意向。</p>',
  isv: '<p>在光合行动的技术、商业与市场三重赋能下，伙伴方案完成了云上适配与联合测试，并进入云市场与联合销售渠道。</p>',
  news: '<p>课程与研究团队将持续跟踪学员企业的落地进展，并把新的方法与案例沉淀到课程和能力资源中。</p>',
  activity: '<p>活动采用审核制，提交报名后顾问将在 24 小时内与您确认参会信息。</p>',
  announcement: '<p>如有疑问，请通过“联系我们”页面留言，我们将在 24 小时内回复。</p>',
}

function paragraphs(summary, category) {
  return [
    `<p>${summary}</p>`,
    bodies[category],
    '<p>在为期数周的筹备中，我们与合作伙伴一起梳理了企业在 AI 转型中最常遇到的问题：目标不清、数据分散、人才不足、落地缓慢。</p>',
    '<ul><li>明确业务目标与衡量指标</li><li>从一个高价值场景切入</li><li>建立可复用的数据与模型能力</li></ul>',
    '<p>欢迎通过页面右上角的“免费咨询”与我们联系，了解更多详情。</p>',
  ].join('')
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
      writeFileSync(join(dir, name), artwork(width, height, { from, to, seed: seed + 7 }))
    }
    return name
  }

  const carousels = slides.map((slide, i) => ({
    ...slide,
    image: image(`slide-${i + 1}.png`, 1600, 640, i),
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
  const news = Object.entries(articles).flatMap(([category, items]) =>
    items.map(([title, summary, tags = []], i) => ({
      title,
      summary,
      content: paragraphs(summary, category),
      // Spread over the past weeks so the rails show a believable history.
      published_at: new Date(Date.now() - (i * 9 + seed) * 86_400_000).toISOString().replace('T', ' '),
      category,
      published: true,
      featured: i === 0,
      author: '市场部',
      tags,
      image: image(`news-${category}-${i + 1}.png`, 1200, 630, seed++),
    })),
  )

  const file = join(dir, 'content.json')
  writeFileSync(file, JSON.stringify({ carousels, isv_partners, news, course_intakes: courseIntakes, site_settings: demoSiteSettings }, null, 2))
  writeFileSync(stampFile, sourceStamp)
  return file
}
