// What each role is shown in the back office, from the roles table: the screens and actions react-admin asks
// the auth provider about, the sidebar, the dashboard's cards and quick actions, and why a session ended.
import { render, screen, within } from '@testing-library/react'
import { AdminContext, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { pb } from '../../src/lib/pocketbase'
import { catalogues } from '../../src/admin/catalogues'
import type { DashboardAnswer } from '../../src/admin/dashboard/dashboard-figures'
import { QuickActions } from '../../src/admin/dashboard/quick-actions'
import { StatCards } from '../../src/admin/dashboard/stat-cards'
import { menuResources, StaffMenu } from '../../src/admin/layout/staff-menu'
import { sessionEndMessage } from '../../src/admin/layout/session-end'
import { showsFigure } from '../../src/admin/providers/access'
import { createAuthProvider } from '../../src/admin/providers/auth-provider'
import { createI18nProvider } from '../../src/admin/providers/i18n'

const i18nProvider = createI18nProvider(catalogues)

/** Signs the app's one client in as a staff account of `role` (a token valid for an hour; nothing is sent). */
function signInAs(role: string) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: 'auth' }))
  pb.authStore.save(`eyJhbGciOiJIUzI1NiJ9.${payload}.signature`, { id: `id-${role}`, collectionId: 'staff-id', collectionName: 'staff', username: role, role })
}

afterEach(() => pb.authStore.clear())

const canAccess = (resource: string, action: string) => createAuthProvider(pb).canAccess!({ resource, action })

describe('the auth provider’s canAccess', () => {
  it('opens every screen and action to an admin, 员工管理 and 系统设置 included', async () => {
    signInAs('admin')
    for (const resource of menuResources) expect(await canAccess(resource, 'list'), resource).toBe(true)
    expect(await canAccess('staff', 'create')).toBe(true)
    expect(await canAccess('forms', 'delete')).toBe(true)
  })

  it('gives sales the leads desk (no deleting), the mail log and 个人信息请求 to look up, nothing else', async () => {
    signInAs('sales')
    const lists = await Promise.all(menuResources.map(async (resource) => [resource, await canAccess(resource, 'list')]))
    expect(lists.filter(([, allowed]) => allowed).map(([resource]) => resource)).toEqual(['forms', 'outbox', 'privacy'])
    expect(await canAccess('retention-runs', 'list')).toBe(false)
    expect(await canAccess('forms', 'show')).toBe(true)
    expect(await canAccess('forms', 'edit')).toBe(true)
    expect(await canAccess('forms', 'export')).toBe(true)
    expect(await canAccess('forms', 'delete')).toBe(false)
    expect(await canAccess('lead-notes', 'create')).toBe(true)
  })

  it('gives an editor the content screens, and no lead by its address', async () => {
    signInAs('editor')
    const lists = await Promise.all(menuResources.map(async (resource) => [resource, await canAccess(resource, 'list')]))
    expect(lists.filter(([, allowed]) => allowed).map(([resource]) => resource)).toEqual(['carousels', 'news', 'isv-partners', 'intakes', 'courses', 'pages'])
    expect(await canAccess('news', 'create')).toBe(true)
    expect(await canAccess('news', 'delete')).toBe(true)
    expect(await canAccess('forms', 'show')).toBe(false)
  })

  it('refuses an unknown screen, an unknown action and anyone without a staff session', async () => {
    signInAs('admin')
    expect(await canAccess('no-such-screen', 'list')).toBe(false)
    expect(await canAccess('forms', 'launch')).toBe(false)
    signInAs('intern')
    expect(await canAccess('forms', 'list')).toBe(false)
    pb.authStore.clear()
    expect(await canAccess('forms', 'list')).toBe(false)
  })
})

/** The sidebar as the role sees it: react-admin asks canAccess for each entry. */
function renderMenu() {
  const definitions = Object.fromEntries(menuResources.map((name) => [name, { name, hasList: true }]))
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} authProvider={createAuthProvider(pb)}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <StaffMenu />
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  )
}

describe('the sidebar', () => {
  it.each([
    ['admin', ['仪表盘', '轮播图管理', '新闻管理', '表单数据', 'ISV合作伙伴', '课程排期', '课程管理', '页面管理', '员工管理', '系统设置', '通知发送记录', '个人信息请求']],
    ['sales', ['仪表盘', '表单数据', '通知发送记录', '个人信息请求']],
    ['editor', ['仪表盘', '轮播图管理', '新闻管理', 'ISV合作伙伴', '课程排期', '课程管理', '页面管理']],
  ])('lists for %s only its screens', async (role, entries) => {
    signInAs(role)
    renderMenu()
    // The entries appear once react-admin has asked about each.
    await screen.findByText(entries[entries.length - 1])
    const menu = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(menu).toEqual(entries)
  })
})

const answer: DashboardAnswer = {
  day: '2026-11-27',
  timezone: 'Asia/Shanghai',
  cards: {
    carousels: { total: 7, active: 6, thisWeek: 1, lastWeek: 0 },
    news: { total: 20, published: 18, thisWeek: 2, lastWeek: 1 },
    leads: { total: 42, pending: 5, thisWeek: 9, lastWeek: 7 },
    visits: { today: 120, thisWeek: 700, lastWeek: 650 },
  },
  days: [],
  activity: [],
}

/** What the server answers an editor: of the leads, the total alone (pb_hooks/lib/dashboard/dashboard-stats.js). */
const editorAnswer: DashboardAnswer = { ...answer, cards: { ...answer.cards, leads: { total: 42 } } }

function renderDashboardParts(role: string, stats = answer) {
  signInAs(role)
  const shows = (figure: string) => showsFigure(role, figure)
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <StatCards stats={stats} failed={false} shows={shows} />
      <QuickActions />
    </AdminContext>,
  )
}

describe('the dashboard', () => {
  it('shows sales the leads card with its figures, and the leads desk as its one quick action', () => {
    renderDashboardParts('sales')
    expect(screen.getAllByRole('region').map((card) => card.getAttribute('aria-label'))).toEqual(['表单提交'])
    expect(screen.getByText('待处理 5 · 近7天新增 9')).toBeInTheDocument()
    // The card opens the leads still 待处理; the one tile, the leads desk.
    expect(screen.getAllByRole('link').map((link) => decodeURIComponent(link.getAttribute('href') ?? '').replace(/^#/, ''))).toEqual(['/forms?filter={"status":"pending"}', '/forms'])
  })

  it('shows an editor the content and visits, and of the leads the total alone, opening nothing', () => {
    renderDashboardParts('editor', editorAnswer)
    expect(screen.getAllByRole('region').map((card) => card.getAttribute('aria-label'))).toEqual(['轮播图', '新闻', '表单提交', '今日访问'])
    const leads = screen.getByRole('region', { name: '表单提交' })
    expect(within(leads).getByText('42')).toBeInTheDocument()
    expect(within(leads).queryByText(/待处理/)).toBeNull()
    expect(within(leads).queryByRole('link')).toBeNull()
    expect(screen.getByRole('list').textContent).toBe('轮播图管理新闻管理')
  })
})

describe('the end of a session', () => {
  it('says why an admin ended it, and falls back to the expired session for anything else', () => {
    expect(i18nProvider.translate(sessionEndMessage('disabled'))).toBe('您的账号已被管理员停用，已退出登录')
    expect(i18nProvider.translate(sessionEndMessage('role'))).toBe('您的角色已变更，请重新登录')
    expect(sessionEndMessage('something-else')).toBe('ra.notification.logged_out')
  })
})
