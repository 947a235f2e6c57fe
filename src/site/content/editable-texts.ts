// The words staff edit of each course in 课程管理 (its name, hero, every section's heading, lead and
// body lists, FAQ, faculty, curriculum, assessment weights, the calls to action and registration
// wording) and of each page in 页面管理: every text's key, its label and limit, and its value in the
// build's content. One definition: `npm run content-seed` writes the fields to
// pb_hooks/lib/shared/content-text-fields.json (the server checks and fills by them, the back office
// draws its forms from them) and the values into content-seed.json (a fresh install's records); the
// pages mark the same keys (content-slots.ts), so what a fresh install serves is what the build shows.
// Values are as written, with {名额} where a text states the seats (content/courses/seats.ts).
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { Course, EventSpeaker, Faculty, Point, SectionId } from './courses/types'
import { offeringLabelsOf } from './courses/offering'
import { cardHighlightCount, handbook } from './courses/helpers'
import { offeringKinds } from './courses/offering'
import { courseTextKeys as keys, editableLeadSections, pageTextKeys, railTextKeys, sectionLabelKey, sectionLeadKey, textTemplate } from './text-keys'
import { aboutIntro, quickContact, team, timeline, values } from './about'
import { contactFormHeading, contactLabels } from './contact'
import { homeFigures, programmeFigures } from './figures'
import { homeSections } from './home'
import { marketActivityRails } from './market-activities'
import { application, empowerment, eventHighlights, partnerGallery, programmeIntro, successCases } from './partner-programme'
import { capabilities, courseCentre, productCards, productLines, productsContact } from './products'
import { siteRoute } from '../../lib/site-meta'

interface FieldBase {
  key: string
  label: string
  /** A line under the input: where the text shows, what a token does. */
  hint?: string
  /** The part of the editor a record's own field sits in (首屏与课程卡片, 「常见问题」栏目). */
  group?: string
}

export interface TextFieldDef extends FieldBase {
  kind: 'line' | 'text'
  max: number
  optional?: boolean
}

export interface NumberFieldDef extends FieldBase {
  kind: 'number'
  min: number
  max: number
}

export interface LinesFieldDef extends FieldBase {
  kind: 'lines'
  /** Characters per line. */
  max: number
  minItems: number
  maxItems: number
  /** The <template> the server fills for each line (text-templates.ts). */
  template: string
  /** How many the place shows (a card's first three highlights); all when absent. */
  shown?: number
}

export interface ListFieldDef extends FieldBase {
  kind: 'list'
  minItems: number
  maxItems: number
  template: string
  item: readonly ItemFieldDef[]
  /** The item field that names an item in the editor (a question, a name). */
  titleKey: string
  /** How many show before 查看更多问题; all when absent. */
  shown?: number
  /** The first item shows opened (a <details>). */
  openFirst?: boolean
  /** The items' number field that must add up to `total` (assessment weights: 100). */
  sum?: { key: string; total: number }
  /** Attribute texts made from the item's own fields: `{expertiseLabel: '{name}的专长'}`. */
  extras?: Record<string, string>
}

export type ItemFieldDef = TextFieldDef | NumberFieldDef | LinesFieldDef | ListFieldDef
export type TextField = ItemFieldDef

export type TextValue = string | number | readonly string[] | readonly TextItem[]
export interface TextItem {
  readonly [key: string]: TextValue
}

export interface EditableTexts {
  fields: TextField[]
  values: Record<string, TextValue>
}

/** Collects fields with their values, in the editor's order and group; a part the content lacks is left out. */
function collector() {
  const fields: TextField[] = []
  const values: Record<string, TextValue> = {}
  let group = ''
  return {
    /** The group of the fields added next. */
    group(name: string) {
      group = name
    },
    add(field: TextField, value: TextValue | undefined) {
      if (value === undefined) return
      fields.push({ ...field, group })
      values[field.key] = value
    },
    done: (): EditableTexts => ({ fields, values }),
  }
}

const line = (key: string, label: string, max: number, hint?: string): TextFieldDef => ({ key, label, kind: 'line', max, ...(hint ? { hint } : {}) })
const paragraph = (key: string, label: string, max: number, hint?: string): TextFieldDef => ({ key, label, kind: 'text', max, ...(hint ? { hint } : {}) })

/** The one or two characters an initials avatar shows (a faculty member's, a team member's). */
const avatarText = (key: string) => line(key, '头像文字', 2, '头像圆圈中显示的字，通常是姓')

const seatsHint = `写 ${contentDisplay.texts.seatsToken} 处显示课程当前的名额`

/** How the editor names each section (its heading is staff's to change). */
const sectionNames: Readonly<Record<SectionId, string>> = {
  'pain-points': '痛点',
  solution: '解决方案',
  value: '价值',
  audience: '适合人群',
  advantages: '优势',
  curriculum: '课程体系',
  schedule: '日程',
  faculty: '师资',
  assignments: '作业与考核',
  'after-service': '课后服务',
  testimonials: '评价',
  faq: '常见问题',
  registration: '报名',
}

/** Titled points (pain points, values, advantages, after-service items, audience profiles) as a list. */
function pointsField(key: string, label: string): ListFieldDef {
  return {
    key,
    label,
    kind: 'list',
    minItems: 1,
    maxItems: 12,
    template: textTemplate(key),
    titleKey: 'title',
    item: [line('title', '标题', 30), paragraph('description', '说明', 300)],
  }
}

const pointValues = (points: readonly Point[] | undefined) => points?.map((point) => ({ title: point.title, description: point.description }))

function facultyField(event: boolean): ListFieldDef {
  const speaker: TextFieldDef[] = event
    ? [
        { ...line('course_topic', '分享主题', 80), optional: true },
        { ...paragraph('background', '背景', 200), optional: true },
        { ...paragraph('achievement', '代表成就', 200), optional: true },
      ]
    : []
  return {
    key: keys.faculty,
    label: event ? '演讲嘉宾' : '师资',
    kind: 'list',
    minItems: 1,
    maxItems: 20,
    template: textTemplate(keys.faculty),
    titleKey: 'name',
    extras: { expertiseLabel: contentDisplay.texts.expertiseLabel },
    item: [
      line('name', '姓名', 20),
      avatarText('avatar'),
      line('title', '职务', 40),
      line('institution', '机构', 60),
      line('category', '类别', 20),
      paragraph('description', '简介', 400),
      ...speaker,
      { key: 'expertise', label: '专长', kind: 'lines', max: 20, minItems: 1, maxItems: 8, template: textTemplate(keys.faculty, 'expertise') },
    ],
  }
}

function isSpeaker(member: Faculty): member is EventSpeaker {
  return 'courseTopic' in member
}

function facultyValues(faculty: readonly Faculty[], event: boolean): TextItem[] {
  return faculty.map((member) => ({
    name: member.name,
    avatar: member.avatar,
    title: member.title,
    institution: member.institution,
    category: member.category,
    description: member.description,
    ...(event && isSpeaker(member) ? { course_topic: member.courseTopic, background: member.background, achievement: member.achievement } : {}),
    expertise: member.expertise,
  }))
}

const curriculumField: ListFieldDef = {
  key: keys.curriculum,
  label: '课程体系',
  kind: 'list',
  minItems: 1,
  maxItems: 10,
  template: textTemplate(keys.curriculum),
  titleKey: 'title',
  item: [
    line('title', '标题', 40),
    line('theme', '主题', 60),
    {
      key: 'modules',
      label: '模块',
      kind: 'list',
      minItems: 1,
      maxItems: 8,
      template: textTemplate(keys.curriculum, 'modules'),
      titleKey: 'title',
      item: [
        line('title', '标题', 40),
        paragraph('description', '说明', 300),
        { key: 'topics', label: '要点', kind: 'lines', max: 30, minItems: 1, maxItems: 10, template: textTemplate(keys.curriculum, 'modules', 'topics') },
      ],
    },
  ],
}

const weight = (label: string): NumberFieldDef => ({ key: 'weight', label, kind: 'number', min: 0, max: 100 })

const assignmentsField: ListFieldDef = {
  key: keys.assignments,
  label: '作业',
  kind: 'list',
  minItems: 1,
  maxItems: 8,
  template: textTemplate(keys.assignments),
  titleKey: 'title',
  sum: { key: 'weight', total: 100 },
  extras: { weightLabel: contentDisplay.texts.weightLabel },
  item: [line('title', '标题', 40), paragraph('description', '说明', 300), line('deliverable', '提交成果', 100), weight('权重（%）')],
}

const criteriaField: ListFieldDef = {
  key: keys.criteria,
  label: '考核标准',
  kind: 'list',
  minItems: 1,
  maxItems: 8,
  template: textTemplate(keys.criteria),
  titleKey: 'name',
  sum: { key: 'weight', total: 100 },
  item: [line('name', '考核项', 20), paragraph('description', '评价内容', 200), weight('权重（%）')],
}

const testimonialsField: ListFieldDef = {
  key: keys.testimonials,
  label: '评价',
  kind: 'list',
  minItems: 1,
  maxItems: 12,
  template: textTemplate(keys.testimonials),
  titleKey: 'author',
  item: [paragraph('content', '评价内容', 300), line('author', '评价人', 20), line('title', '身份', 60)],
}

function faqField(shown: number | undefined): ListFieldDef {
  return {
    key: keys.faq,
    label: '常见问题',
    kind: 'list',
    minItems: 1,
    maxItems: 30,
    template: textTemplate(keys.faq),
    titleKey: 'question',
    openFirst: true,
    ...(shown !== undefined ? { shown } : {}),
    item: [line('question', '问题', 100), paragraph('answer', '回答', 1000)],
  }
}

/** A section's body lists, by section. */
function addSectionBody(add: ReturnType<typeof collector>['add'], course: Course, id: SectionId) {
  const event = offeringKinds[course.id] === 'event'
  switch (id) {
    case 'pain-points':
      return add(pointsField(keys.painPoints, '痛点'), pointValues(course.painPoints))
    case 'solution':
      return add(pointsField(keys.solutionSteps, '解决方案步骤'), pointValues(course.solution?.steps))
    case 'value':
      return add(pointsField(keys.value, '价值'), pointValues(course.value))
    case 'audience':
      return add(pointsField(keys.audienceProfiles, '人群画像'), pointValues(course.audience.profiles))
    case 'advantages':
      return add(pointsField(keys.advantages, '优势'), pointValues(course.advantages))
    case 'curriculum':
      return add(
        curriculumField,
        course.curriculum?.map((day) => ({
          title: day.title,
          theme: day.theme,
          modules: day.modules.map((module) => ({ title: module.title, description: module.description, topics: module.topics })),
        })),
      )
    case 'faculty':
      return add(facultyField(event), facultyValues(course.faculty, event))
    case 'assignments':
      add(
        assignmentsField,
        course.assignments?.map((item) => ({ title: item.title, description: item.description, deliverable: item.deliverable, weight: item.weight })),
      )
      return add(criteriaField, course.assessment?.criteria.map((item) => ({ name: item.name, description: item.description, weight: item.weight })))
    case 'after-service':
      return add(pointsField(keys.afterService, '课后服务项目'), pointValues(course.afterService.items))
    case 'testimonials':
      return add(
        testimonialsField,
        course.testimonials.map((item) => ({ content: item.content, author: item.author, title: item.title })),
      )
    case 'faq':
      return add(
        faqField(course.faq.initiallyShown),
        course.faq.items.map((item) => ({ question: item.question, answer: item.answer })),
      )
    case 'registration': {
      const labels = offeringLabelsOf(course.id)
      add(line(keys.registrationTitle, '报名表标题', 40), course.registration.title)
      add(paragraph(keys.registrationDescription, '报名说明', 300, seatsHint), course.registration.description)
      add(line(keys.registrationSubmit, '提交按钮文字', 12), course.registration.submitLabel)
      return add({ key: keys.included, label: labels.included, kind: 'lines', max: 60, minItems: 1, maxItems: 12, template: textTemplate(keys.included) }, course.included)
    }
    default:
      return undefined
  }
}

/** A section's lead line, where the content writes one (the others are worded from the facts). */
function sectionLead(course: Course, id: SectionId): string | undefined {
  if (!editableLeadSections.has(id)) return undefined
  if (id === 'solution') return course.solution?.intro
  if (id === 'audience') return course.audience.intro
  if (id === 'after-service') return course.afterService.intro
  return undefined
}

/** The texts of a course (as written, {名额} where a text states the seats): its fields in the editor's order, and their values. */
export function courseTexts(course: Course): EditableTexts {
  const { add, group, done } = collector()
  group('课程名称、卡片与首屏')
  add(line(keys.name, '课程名称', 20, '课程卡片、课程页标题与快捷导航显示'), course.title)
  add(line(keys.fullName, '课程全称', 60, '课程页标题上方显示'), course.fullName)
  add(line(keys.subtitle, '副标题', 60, '课程卡片显示'), course.subtitle)
  add(paragraph(keys.summary, '课程简介', 200, '课程中心的课程卡片显示'), course.description)
  add(
    { key: keys.highlights, label: '课程亮点', kind: 'lines', max: 40, minItems: cardHighlightCount, maxItems: 10, template: textTemplate(keys.highlights), shown: cardHighlightCount, hint: `课程卡片显示前 ${cardHighlightCount} 条` },
    course.highlights,
  )
  add(line(keys.tagline, '首屏标语', 60), course.hero.tagline)
  add(paragraph(keys.intro, '首屏介绍', 400, seatsHint), course.hero.intro)
  add(line(keys.ctaHandbook, '下载手册按钮', 20), offeringKinds[course.id] === 'event' ? handbook.eventLabel : handbook.label)
  course.sections.forEach((section) => {
    const name = sectionNames[section.id]
    group(`「${name}」栏目`)
    const hint = section.id === 'registration' ? '也是首屏报名按钮的文字' : undefined
    add(line(sectionLabelKey(section.id), `「${name}」栏目标题`, 12, hint), section.label)
    const lead = sectionLead(course, section.id)
    if (lead !== undefined) add(paragraph(sectionLeadKey(section.id), `「${name}」栏目导语`, 300, seatsHint), lead)
    addSectionBody(add, course, section.id)
  })
  return done()
}

// ---- pages (页面管理) ----

type Add = ReturnType<typeof collector>['add']

/** A section's eyebrow, heading and lead as texts `<prefix>_eyebrow`, `_title`, `_lead` (Section's marks: pageSectionMarks), labelled by the section's `name`. */
function sectionTexts(add: Add, prefix: string, name: string, section: { eyebrow?: string; title: string; lead?: string }) {
  add(line(`${prefix}_eyebrow`, `${name}眉题`, 30), section.eyebrow)
  add(line(`${prefix}_title`, `${name}标题`, 40), section.title)
  add(paragraph(`${prefix}_lead`, `${name}导语`, 200), section.lead)
}

/** A page header's title and lead (sections/page-header.tsx), the route's own words to start with. */
function headerTexts(add: Add, path: string) {
  const route = siteRoute(path)
  add(line('header_title', '页头标题', 20, '页面顶部的大标题'), route.title)
  add(paragraph('header_lead', '页头说明', 150, '页面标题下方显示'), route.description)
}

/** The heading over a page's slide carousel (its <h1>), in a group of its own first: the route's title to start with. */
function carouselTexts(add: Add, group: (name: string) => void, path: string) {
  group('轮播图')
  add(line(pageTextKeys.carouselTitle, '轮播标题', 20, '轮播图左上角的标签，即页面的主标题；浏览器标签和搜索结果显示的是上方的「页面标题」'), siteRoute(path).title)
}

/** Paragraphs of running text, a line each. */
const paragraphsField = (key: string, label: string): LinesFieldDef => ({ key, label, kind: 'lines', max: 400, minItems: 1, maxItems: 8, template: textTemplate(key) })

/** A list of items (a page's figures, quotes, cases, milestones, members): `path` is its key (a list inside an item: the outer key first), at least one item. */
function itemList(path: readonly string[], label: string, maxItems: number, titleKey: string, item: ItemFieldDef[], more: Partial<ListFieldDef> = {}): ListFieldDef {
  return { key: path[path.length - 1]!, label, kind: 'list', minItems: 1, maxItems, template: textTemplate(...path), titleKey, item, ...more }
}

const figuresField: ListFieldDef = itemList([pageTextKeys.figures], '数据', 12, 'label', [line('value', '数值', 12, '如 1000+、99%'), line('label', '说明', 12)])

/** Each public route's texts, where the page has any (the others edit only their title and description). */
const pageDefinitions: Readonly<Record<string, (c: ReturnType<typeof collector>) => void>> = {
  '/': ({ add, group }) => {
    carouselTexts(add, group, '/')
    group('课程区')
    sectionTexts(add, 'courses', '课程区', homeSections.courses)
    add(line('courses_help_text', '咨询提示', 40), homeSections.courses.helpText)
    add(line('courses_help_cta', '咨询按钮', 12), homeSections.courses.help.label)
    group('数据区')
    sectionTexts(add, 'figures', '数据区', homeSections.figures)
    add(figuresField, homeFigures.map((figure) => ({ value: figure.value, label: figure.label })))
    group('光合行动区')
    sectionTexts(add, 'partner', '光合行动区', homeSections.partner)
    add(line('partner_cta', '按钮文字', 12), homeSections.partner.cta.label)
  },
  '/products': ({ add, group }) => {
    carouselTexts(add, group, '/products')
    group('产品线')
    sectionTexts(add, 'lines', '产品线', productLines)
    productCards.forEach((product, index) => {
      const name = `第 ${index + 1} 条产品线`
      add(line(`product_${index + 1}_title`, `${name}：名称`, 20), product.title)
      add(paragraph(`product_${index + 1}_summary`, `${name}：说明`, 200), product.summary)
      add({ key: `product_${index + 1}_points`, label: `${name}：要点`, kind: 'lines', max: 40, minItems: 1, maxItems: 8, template: textTemplate(pageTextKeys.productPoints) }, product.points)
      add(line(`product_${index + 1}_cta`, `${name}：按钮文字`, 12), product.cta)
    })
    group('咨询引导')
    sectionTexts(add, 'contact', '咨询引导', productsContact)
    add(line('contact_cta', '联系按钮文字', 12, '也是每条产品线的第二个按钮'), productsContact.cta)
  },
  '/products/courses': ({ add, group }) => {
    group('页头')
    headerTexts(add, '/products/courses')
    group('课程列表')
    sectionTexts(add, 'list', '课程列表', { title: courseCentre.listTitle, lead: courseCentre.listLead })
    group('定制咨询')
    sectionTexts(add, 'help', '定制咨询', { title: courseCentre.helpTitle, lead: courseCentre.helpLead })
    add(line('help_cta', '按钮文字', 12), courseCentre.helpCta)
  },
  '/products/capabilities': ({ add, group }) => {
    group('页头')
    headerTexts(add, '/products/capabilities')
    group('四类资源')
    sectionTexts(add, 'tiles', '四类资源', { title: capabilities.tilesTitle, lead: capabilities.tilesLead })
    add(line('badge', '角标', 8), capabilities.badge)
    capabilities.tiles.forEach((tile, index) => {
      add(line(`tile_${index + 1}_title`, `第 ${index + 1} 类资源：名称`, 20), tile.title)
      add(paragraph(`tile_${index + 1}_summary`, `第 ${index + 1} 类资源：说明`, 200), tile.summary)
    })
    group('获取资源')
    sectionTexts(add, 'contact', '获取资源', { title: capabilities.contactTitle, lead: capabilities.contactLead })
    add(line('contact_cta', '按钮文字', 12), capabilities.contactCta)
  },
  '/guanghe': ({ add, group }) => {
    carouselTexts(add, group, '/guanghe')
    group('计划介绍')
    sectionTexts(add, 'intro', '计划介绍', programmeIntro)
    add(paragraphsField(pageTextKeys.introParagraphs, '正文段落'), programmeIntro.paragraphs)
    group('活动回顾')
    sectionTexts(add, 'highlights', '活动回顾', eventHighlights)
    add(
      itemList([pageTextKeys.quotes], '伙伴评价', 6, 'name', [paragraph('quote', '评价内容', 300), line('name', '姓名', 20), line('company', '公司', 30), line('title', '职务', 30)]),
      eventHighlights.quotes.map((quote) => ({ quote: quote.quote, name: quote.name, company: quote.company, title: quote.title })),
    )
    group('伙伴风采')
    sectionTexts(add, 'partners', '伙伴风采', partnerGallery)
    group('三重赋能')
    sectionTexts(add, 'empowerment', '三重赋能', empowerment)
    empowerment.pillars.forEach((pillar, index) => {
      add(line(`pillar_${index + 1}_title`, `第 ${index + 1} 项赋能：名称`, 20), pillar.title)
      add({ key: `pillar_${index + 1}_points`, label: `第 ${index + 1} 项赋能：要点`, kind: 'lines', max: 40, minItems: 1, maxItems: 8, template: textTemplate(pageTextKeys.pillarPoints) }, pillar.points)
    })
    add(figuresField, programmeFigures.map((figure) => ({ value: figure.value, label: figure.label })))
    group('成功案例')
    sectionTexts(add, 'cases', '成功案例', successCases)
    add(
      itemList([pageTextKeys.cases], '案例', 9, 'company', [
        line('company', '公司', 30),
        line('project', '项目', 40),
        itemList([pageTextKeys.cases, 'results'], '成果', 4, 'label', [line('label', '指标', 12), line('value', '数值', 12)]),
      ]),
      successCases.cases.map((item) => ({ company: item.company, project: item.project, results: item.results.map((result) => ({ label: result.label, value: result.value })) })),
    )
    group('申请加入')
    sectionTexts(add, 'apply', '申请加入', application)
  },
  '/about': ({ add, group }) => {
    carouselTexts(add, group, '/about')
    group('公司介绍')
    sectionTexts(add, 'intro', '公司介绍', aboutIntro)
    add(paragraphsField(pageTextKeys.introParagraphs, '正文段落'), aboutIntro.paragraphs)
    group('核心团队')
    sectionTexts(add, 'team', '核心团队', team)
    add(
      itemList(
        [pageTextKeys.team],
        '团队成员',
        9,
        'name',
        [
          line('name', '姓名', 20),
          avatarText('initials'),
          line('position', '职务', 40),
          paragraph('description', '简介', 300),
          { key: 'expertise', label: '专长', kind: 'lines', max: 20, minItems: 1, maxItems: 8, template: textTemplate(pageTextKeys.team, 'expertise') },
        ],
        { extras: { avatarLabel: contentDisplay.texts.avatarLabel } },
      ),
      team.members.map((member) => ({ name: member.name, initials: member.initials, position: member.position, description: member.description, expertise: member.expertise })),
    )
    group('发展历程')
    sectionTexts(add, 'timeline', '发展历程', timeline)
    add(
      itemList([pageTextKeys.milestones], '里程碑', 12, 'year', [line('year', '年份', 10), line('title', '标题', 30), paragraph('description', '说明', 200)]),
      timeline.milestones.map((step) => ({ year: step.year, title: step.title, description: step.description })),
    )
    group('核心价值观')
    sectionTexts(add, 'values', '核心价值观', values)
    values.items.forEach((value, index) => {
      add(line(`value_${index + 1}_title`, `第 ${index + 1} 条：名称`, 20), value.title)
      add(paragraph(`value_${index + 1}_description`, `第 ${index + 1} 条：说明`, 200), value.description)
    })
    group('快速联系')
    sectionTexts(add, 'quick_contact', '快速联系', quickContact)
  },
  '/market-activities': ({ add, group }) => {
    group('页头')
    headerTexts(add, '/market-activities')
    // A rail's own words; its category's name (新闻管理, an article's label) stays that of enums.json.
    for (const rail of marketActivityRails) {
      const railKeys = railTextKeys(rail.id)
      group(`${rail.title}栏目`)
      add(line(railKeys.title, '栏目标题', 40, '本栏目的标题；新闻的分类名称（新闻管理、文章页的分类标签）不随之改变'), rail.title)
      add(paragraph(railKeys.lead, '栏目说明', 200, '栏目标题下方显示'), rail.subtitle)
      add(line(railKeys.empty, '无内容时的提示', 40, '该分类没有已发布的新闻时显示'), rail.empty)
    }
  },
  '/contact': ({ add, group }) => {
    group('联系我们')
    headerTexts(add, '/contact')
    add(line('details_title', '联系方式标题', 20), contactLabels.heading)
    add(line('form_title', '留言表单标题', 20), contactFormHeading)
  },
}

/** The texts of the page at `path` (none for a page without editable texts). */
export function pageTexts(path: string): EditableTexts {
  const c = collector()
  pageDefinitions[path]?.(c)
  return c.done()
}
