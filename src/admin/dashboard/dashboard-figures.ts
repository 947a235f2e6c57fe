// The dashboard's arithmetic, kept pure: the 较上周 change of a card and the 7 days of the chart.

/** What GET /api/admin/dashboard answers an admin (pb_hooks/lib/dashboard/dashboard-stats.js): every figure. */
export interface DashboardStats {
  day: string
  timezone: string
  cards: {
    carousels: { total: number; active: number; thisWeek: number; lastWeek: number }
    news: { total: number; published: number; thisWeek: number; lastWeek: number }
    leads: { total: number; pending: number; thisWeek: number; lastWeek: number }
    visits: { today: number; thisWeek: number; lastWeek: number }
  }
  /** The last 7 calendar days, oldest first. */
  days: string[]
  /** Only the days with visits / leads. */
  visitsByDay: Record<string, number>
  leadsByDay: Record<string, number>
  topPages: { path: string; title: string; views: number }[]
  activity: ActivityEntry[]
  /** Personal-data requests waiting, and those past their due day (admins). */
  privacy: { pending: number; overdue: number }
}

type Cards = DashboardStats['cards']

/**
 * What it answers any role: only the figures the role is shown (roles.json `dashboard`), so each card, chart
 * line and list may be absent, and an editor's leads card holds the total alone.
 */
export type DashboardAnswer = Pick<DashboardStats, 'day' | 'timezone' | 'days' | 'activity'> &
  Partial<Pick<DashboardStats, 'visitsByDay' | 'leadsByDay' | 'topPages' | 'privacy'>> & {
    cards: Partial<Omit<Cards, 'leads'>> & { leads?: Pick<Cards['leads'], 'total'> & Partial<Cards['leads']> }
  }

export interface ActivityEntry {
  id: string
  action: string
  collection_name: string
  record_id: string
  record_label: string
  summary: string
  /** For an update: the fields changed, and the new state of the switches among them. */
  details: { fields?: string[]; switched?: Record<string, boolean> } | null
  actor_name: string
  created: string
}

export const dashboardPath = '/api/admin/dashboard'

export type ChangeDirection = 'up' | 'down' | 'flat'

/**
 * This week against last week. `percent` is the size of the change relative to last week, one
 * decimal at most; null when last week had nothing to compare with (a rise from 0 has no percentage).
 */
export interface WeekChange {
  direction: ChangeDirection
  percent: number | null
}

export function weekChange(thisWeek: number, lastWeek: number): WeekChange {
  const direction: ChangeDirection = thisWeek > lastWeek ? 'up' : thisWeek < lastWeek ? 'down' : 'flat'
  if (lastWeek === 0) return { direction, percent: direction === 'flat' ? 0 : null }
  const percent = Math.round((Math.abs(thisWeek - lastWeek) / lastWeek) * 1000) / 10
  return { direction, percent }
}

export interface ChartDay {
  day: string
  /** MM-DD, the axis label. */
  label: string
  visits: number
  leads: number
}

/** One entry per day of `days`, in order; a day missing from a map (or a map not answered) counts 0. */
export function chartDays(days: string[], visitsByDay: Record<string, number> = {}, leadsByDay: Record<string, number> = {}): ChartDay[] {
  return days.map((day) => ({ day, label: day.slice(5), visits: visitsByDay[day] ?? 0, leads: leadsByDay[day] ?? 0 }))
}

/** Collection names of the activity log → the back office's resource names (for field labels and links). */
export const resourceOfCollection: Record<string, string> = {
  carousels: 'carousels',
  news: 'news',
  isv_partners: 'isv-partners',
  course_intakes: 'intakes',
  site_settings: 'settings',
  form_submissions: 'forms',
  mail_outbox: 'outbox',
  staff: 'staff',
}

/** What a screen of a resource offers (react-admin's resource definitions). */
export interface ResourceScreens {
  hasShow?: boolean
  hasEdit?: boolean
  hasList?: boolean
}

/**
 * Where a 最近动态 row leads: the record's page (show, else edit), or the resource's list when it has
 * no page per record (系统设置); nowhere for a deleted record or a collection without a screen.
 */
export function activityTarget(
  entry: Pick<ActivityEntry, 'action' | 'collection_name' | 'record_id'>,
  screens: Record<string, ResourceScreens>,
): { resource: string; type: 'show' | 'edit' | 'list'; id?: string } | null {
  const resource = resourceOfCollection[entry.collection_name]
  const screen = resource ? screens[resource] : undefined
  if (!resource || !screen || entry.action === 'deleted') return null
  if (entry.record_id && screen.hasShow) return { resource, type: 'show', id: entry.record_id }
  if (entry.record_id && screen.hasEdit) return { resource, type: 'edit', id: entry.record_id }
  return screen.hasList ? { resource, type: 'list' } : null
}
