// The sidebar in the spec's order, then ours: dashboard, slides, news, leads, 效果分析 (ours, after the
// leads it reports on), partners, course intakes (ours, after the partners), settings, mail log.
import { Menu } from 'react-admin'

export const menuResources = ['carousels', 'news', 'forms', 'analytics', 'isv-partners', 'intakes', 'settings', 'outbox'] as const

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
