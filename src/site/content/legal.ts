// Copy of the legal pages: the privacy policy and the terms of service. The terms name and link the
// rules each course page publishes, from the course content itself. These are the pages' defaults:
// a fresh install's 页面管理 records start from them (content-seed.ts), and staff edit them there. The privacy
// policy's retention period is a token ({线索保留期限}) the server fills from 系统设置.
import { courses, offeringKinds, offeringLabels, offeringLabelsOf, policiesPath, sectionLabel } from './courses'
import { replyWithinHours } from './figures'
import privacy from '@shared/privacy.json' with { type: 'json' }

/** A link a legal section lists after its paragraphs and items. */
export interface LegalLink {
  label: string
  href: string
}

/** One numbered part of a legal document. */
export interface LegalSection {
  /** Anchor of the section, unique within its document. */
  id: string
  heading: string
  paragraphs: string[]
  /** Optional bullet list shown after the paragraphs. */
  items?: string[]
  /** Optional list of links shown last. */
  links?: LegalLink[]
}

/** A whole legal document as rendered below the page header. */
export interface LegalDocument {
  /** The day it takes effect, 'YYYY-MM-DD' (a Beijing calendar day). */
  effectiveDate: string
  /** The version a lead's consent records (form_submissions.privacy_version). */
  version: string
  sections: LegalSection[]
}

/** The paid courses publish refund and deferral rules, the free event attendance rules, each in its after-service section. */
const paidCourses = courses.filter((course) => offeringKinds[course.id] === 'course')
const events = courses.filter((course) => offeringKinds[course.id] === 'event')
const whereStated = (course: (typeof courses)[number]) => `“${sectionLabel(course, 'after-service')}”栏目`

export const privacyPolicy: LegalDocument = {
  effectiveDate: '2026-11-01',
  version: '1.0',
  sections: [
    {
      id: 'who-we-are',
      heading: '一、我们是谁',
      paragraphs: [
        '本网站运营者（以下简称“我们”）提供面向企业决策者的 AI 转型培训、咨询与生态合作服务。我们依据《中华人民共和国个人信息保护法》等法律法规处理您的个人信息，并作为个人信息处理者对处理活动负责。',
        '如您对本政策有任何疑问，可通过“联系我们”页面留言，或发送邮件至网站页脚所列的联系邮箱与我们取得联系。',
      ],
    },
    {
      id: 'what-we-collect',
      heading: '二、我们收集哪些信息',
      paragraphs: ['当您通过本网站的表单（如咨询留言、课程报名、伙伴计划申请）与我们联系时，我们会收集您主动填写的以下信息：'],
      items: ['姓名', '电子邮箱', '手机号码', '所在公司与职位', '留言内容', '感兴趣的课程'],
    },
    {
      id: 'technical-data',
      heading: '三、自动产生的技术信息',
      paragraphs: [
        '为保障表单提交的安全、识别异常访问并了解访问来源，我们会在您提交表单时记录 IP 地址、浏览器类型与版本标识、来源页面以及推广活动参数。',
        '我们仅统计汇总后的页面浏览次数，不会将浏览记录与您的身份关联。本网站不使用任何用于跟踪的浏览器标记文件；浏览器的会话存储仅在本次访问期间保存您的访问来源，关闭浏览器标签页后即自动清除。',
      ],
    },
    {
      id: 'purposes',
      heading: '四、我们如何使用您的信息',
      paragraphs: ['我们仅为以下目的使用您的个人信息，不会用于与之无关的用途：'],
      items: [
        `回复您的咨询，我们力争在 ${replyWithinHours} 小时内与您联系；`,
        '处理您的课程报名，与您沟通课程安排与报名事宜；',
        '审核并跟进您提交的伙伴计划申请；',
        '向您发送表单提交成功的确认邮件；',
        '防范垃圾信息与恶意提交，保障网站与服务的安全。',
      ],
    },
    {
      id: 'legal-basis',
      heading: '五、处理个人信息的法律依据',
      paragraphs: [
        '我们处理您的个人信息基于以下依据：一是您在提交表单前勾选同意本隐私政策所作出的同意；二是为订立您作为一方当事人的合同所必需，即应您的要求在签订合同前采取的必要步骤（例如解答课程咨询、确认报名信息）。',
        '您有权随时撤回同意。撤回同意不影响撤回前基于您的同意已进行的个人信息处理活动的效力。',
      ],
    },
    {
      id: 'retention',
      heading: '六、信息的保存期限与地点',
      paragraphs: [
        `我们仅在实现处理目的所必需的最短时间内保存您的个人信息。咨询与报名等线索信息自提交之日起保存 ${privacy.retentionToken}，期满后我们将自动删除其中的姓名、联系方式、留言等个人信息，仅保留无法识别您身份的统计数据；法律、行政法规另有规定的除外。`,
        '您的个人信息存储于中华人民共和国境内，我们不会将其传输至境外。',
      ],
    },
    {
      id: 'sharing',
      heading: '七、信息的共享与委托处理',
      paragraphs: [
        '我们不会出售、出租或以其他方式交易您的个人信息。',
        '仅在提供服务所必需时，我们会委托受托方代为处理部分信息，例如委托邮件服务提供商发送确认邮件。我们会与受托方签订协议，约定处理的目的、期限、方式、个人信息的种类和保护措施，并监督其处理活动。',
        '除上述情形外，仅在法律法规要求或有权机关依法要求时，我们才会提供您的个人信息。',
      ],
    },
    {
      id: 'security',
      heading: '八、我们如何保护您的信息',
      paragraphs: ['我们采取与风险相适应的管理和技术措施保护您的个人信息，包括：'],
      items: [
        '对员工账号实施访问控制，仅授权人员可在必要范围内查看线索信息；',
        '网站全程使用加密传输协议，防止信息在传输过程中被窃取或篡改；',
        '对员工进行个人信息保护培训，并定期检查安全措施的执行情况。',
      ],
    },
    {
      id: 'your-rights',
      heading: '九、您的权利',
      paragraphs: ['依据《中华人民共和国个人信息保护法》，您对自己的个人信息享有以下权利：'],
      items: [
        '查阅、复制您的个人信息；',
        '更正、补充不准确或不完整的个人信息；',
        '删除您的个人信息，包括删除您提交的咨询或报名记录及相关账号信息；',
        '撤回您此前作出的同意；',
        '要求我们对个人信息处理规则进行解释说明。',
      ],
    },
    {
      id: 'exercise-rights',
      heading: '十、如何行使您的权利',
      paragraphs: [
        '您可以通过“联系我们”页面留言，或发送邮件至网站页脚所列的联系邮箱提出请求。为保障您的信息安全，我们可能需要先核验您的身份。',
        '我们将在收到请求并核验身份后 15 个工作日内予以答复。如您对答复不满意，可以向个人信息保护主管部门投诉。',
      ],
    },
    {
      id: 'minors',
      heading: '十一、未成年人保护',
      paragraphs: [
        '本网站及相关服务面向企业及其从业人员，不面向未满 14 周岁的未成年人。我们不会主动收集未满 14 周岁未成年人的个人信息；如发现误收集此类信息，我们将尽快予以删除。',
      ],
    },
    {
      id: 'changes',
      heading: '十二、本政策的更新',
      paragraphs: [
        '我们可能根据法律法规或业务变化适时更新本政策。更新后的政策将在本页面发布并注明生效日期；如变更涉及处理目的、方式或信息种类的重大调整，我们将以显著方式提示，并在必要时重新征得您的同意。',
      ],
    },
    {
      id: 'contact',
      heading: '十三、联系我们',
      paragraphs: [
        '如您对本政策或个人信息处理有任何疑问、意见或投诉，请通过“联系我们”页面或网站页脚所列的联系邮箱与我们联系，我们将尽快处理。',
      ],
    },
  ],
}

// Revised when section 五 began pointing to each course's own rules.
export const termsOfService: LegalDocument = {
  effectiveDate: '2026-11-23',
  version: '1.0',
  sections: [
    {
      id: 'acceptance',
      heading: '一、条款的接受',
      paragraphs: [
        '本服务条款适用于您对本网站及相关服务的访问和使用。本网站由本网站运营者（以下简称“我们”）运营。您访问或使用本网站，即表示您已阅读、理解并同意遵守本条款；如您不同意，请停止使用本网站。',
      ],
    },
    {
      id: 'nature',
      heading: '二、网站信息的性质',
      paragraphs: [
        '本网站所载内容（包括课程介绍、案例、活动信息及行业观点）仅供一般性参考，不构成任何形式的要约、投资建议或专业意见。我们会尽力保持信息准确、及时，但课程安排、师资与活动信息可能调整，请以双方最终书面确认的内容为准。',
      ],
    },
    {
      id: 'registration',
      heading: '三、课程报名与合同成立',
      paragraphs: [
        '您通过本网站提交的课程报名仅为报名意向或咨询，不代表合同成立。只有在我们以书面形式（包括电子邮件或书面合同）确认您的报名，且您按约定支付相关费用后，双方之间的服务合同方可成立。',
        '名额有限的课程以确认与付款的先后顺序为准；我们保留根据课程定位审核报名资格的权利。',
      ],
    },
    {
      id: 'prices',
      heading: '四、价格与费用',
      paragraphs: [
        '本网站所示价格均以人民币计价。价格是否包含税费、住宿、餐饮、交通等费用，以各课程页面的说明及书面确认为准；如课程页面附有价格说明，该说明构成价格的一部分。',
      ],
    },
    {
      id: 'refunds',
      heading: '五、退款与延期',
      paragraphs: [
        `各课程的退款与延期规则以该课程页面公布的“${offeringLabels.course.policies}”为准（${paidCourses
          .map((course) => `${course.title}见${whereStated(course)}`)
          .join('，')}，链接如下）；双方书面确认的内容另有约定的，从其约定。`,
        ...events.map(
          (event) =>
            `${event.title}仅限受邀嘉宾参加，不收取参会费用，不涉及退款；名额与出席安排以其页面${whereStated(event)}中的“${offeringLabels.event.policies}”为准。`,
        ),
        '如因我们的原因取消或变更课程，我们将与您协商延期或按约定退还已付费用。',
      ],
      links: courses.map((course) => ({ label: `${course.title}：${offeringLabelsOf(course.id).policies}`, href: policiesPath(course.id) })),
    },
    {
      id: 'intellectual-property',
      heading: '六、知识产权',
      paragraphs: [
        '本网站的文字、图片、标识、页面设计、课程资料及其他内容的知识产权归我们或相关权利人所有，受法律保护。未经书面许可，任何人不得复制、改编、转载、传播或用于商业用途；法律允许的合理使用除外。',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '七、使用规范',
      paragraphs: ['使用本网站时，您不得从事以下行为：'],
      items: [
        '使用爬虫、脚本或其他自动化手段批量抓取本网站内容或数据；',
        '攻击、干扰或试图未经授权访问本网站及其服务器、系统或网络；',
        '提交虚假、冒用他人身份或含有违法不良信息的内容；',
        '利用本网站从事任何违反法律法规或侵害他人合法权益的活动。',
      ],
    },
    {
      id: 'disclaimer',
      heading: '八、免责声明与责任限制',
      paragraphs: [
        '在法律允许的范围内，本网站按“现状”提供，我们不保证网站始终不中断、无错误，也不对您依据网站信息作出的决策结果承担责任。因不可抗力、网络故障、系统维护或第三方原因导致的服务中断，我们将尽力及时恢复。',
        '本条款中的任何内容均不排除或限制依法不得排除或限制的责任。',
      ],
    },
    {
      id: 'third-party-links',
      heading: '九、第三方链接',
      paragraphs: [
        '本网站可能包含指向第三方网站或服务的链接，这些链接仅为方便您访问而提供。第三方网站由其运营者独立负责，我们不对其内容、隐私做法或服务承担责任，请您在访问时查阅其相关条款与政策。',
      ],
    },
    {
      id: 'governing-law',
      heading: '十、适用法律与争议解决',
      paragraphs: [
        '本条款的订立、效力、解释与履行均适用中华人民共和国法律（为本条款之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）。',
        '因本条款或使用本网站引起的争议，双方应首先友好协商解决；协商不成的，任何一方均可向本网站运营者所在地有管辖权的人民法院提起诉讼。',
      ],
    },
    {
      id: 'changes',
      heading: '十一、条款的变更',
      paragraphs: [
        '我们可能根据法律法规或业务变化修订本条款。修订后的条款将在本页面发布并注明生效日期；您在条款更新后继续使用本网站，即视为接受修订后的条款。',
      ],
    },
    {
      id: 'contact',
      heading: '十二、联系我们',
      paragraphs: ['如您对本条款有任何疑问，请通过“联系我们”页面或网站页脚所列的联系邮箱与我们联系。'],
    },
  ],
}

/** The legal pages by route: their body, version and effective date are edited in 页面管理 as rich text. */
export const legalDocuments: Readonly<Record<string, LegalDocument>> = { '/legal/privacy': privacyPolicy, '/legal/terms': termsOfService }
