// The sidebar in the spec's order, then ours: dashboard, slides, news, leads, partners, course intakes,
// 课程管理 and 页面管理 (ours, after the partners), 员工管理, settings, mail log, 个人信息请求. Each entry shows only to the
// roles that may open it (react-admin asks the auth provider's canAccess, from the roles table).
import { Menu } from 'react-admin'

export const menuResources = ['carousels', 'news', 'forms', 'isv-partners', 'intakes', 'courses', 'pages', 'staff', 'settings', 'outbox', 'privacy'] as const

export function StaffMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      {menuResources.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  )
}
