// Course or event: the three paid courses are courses, the closed-door meeting is an
// invitation-only event, and every view (hero, cards, registration, intake line, handbook,
// JSON-LD) words an offering by its kind from the one label set here.
import type { CourseId } from './types'

export type OfferingKind = 'course' | 'event'

export const offeringKinds: Readonly<Record<CourseId, OfferingKind>> = {
  strategy: 'course',
  practical: 'course',
  marketing: 'course',
  ecosystem: 'event',
}

export interface OfferingLabels {
  /** What the offering is called in generic phrases: 课程信息, 会议信息. */
  noun: string
  fee: string
  duration: string
  size: string
  audience: string
  venue: string
  /** Heading of what the price (or the invitation) covers. */
  included: string
  /** How the sessions are held: 全程线下面授 / 全程线下闭门. */
  format: string
  /** Heading of the rules a guest or student is bound by; the terms of service link to it. */
  policies: string
  /** The handbook's line about dates, which it leaves to the page. */
  dates: string
  datesNote: string
  upcoming: string
  past: string
  none: string
  registerInterest: string
  /** What a registration's details are processed for, as its consent box says (同意贵司为…处理我的个人信息). */
  consentPurpose: string
}

export const offeringLabels: Readonly<Record<OfferingKind, OfferingLabels>> = {
  course: {
    noun: '课程',
    fee: '课程费用',
    duration: '课程时长',
    size: '班级规模',
    audience: '适合对象',
    venue: '上课地点',
    included: '费用包含',
    format: '面授',
    policies: '退款与延期政策',
    dates: '开课时间',
    datesNote: '以官网课程页面公布的最新排期为准',
    upcoming: '近期开课',
    past: '往期开课',
    none: '开课时间待定',
    registerInterest: '登记意向，第一时间获取下一期开课通知',
    consentPurpose: '办理本次课程报名',
  },
  event: {
    noun: '会议',
    fee: '参会费用',
    duration: '会期',
    size: '参会规模',
    audience: '参会对象',
    venue: '会议地点',
    included: '邀请函包含',
    format: '闭门',
    policies: '参会须知',
    dates: '举办时间',
    datesNote: '以官网会议页面公布的最新安排为准',
    upcoming: '近期举办',
    past: '往届举办',
    none: '举办时间待定',
    registerInterest: '登记意向，第一时间获取下一届举办通知',
    consentPurpose: '审核本次参会申请',
  },
}

export function offeringLabelsOf(id: CourseId): OfferingLabels {
  return offeringLabels[offeringKinds[id]]
}
