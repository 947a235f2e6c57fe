// 最近动态 on the dashboard: a switch saved says which way it went (维护模式（开启）), beside the other fields.
import { render, screen } from '@testing-library/react'
import { AdminContext } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import type { ActivityEntry } from '../../src/admin/dashboard/dashboard-figures'
import { RecentActivity } from '../../src/admin/dashboard/recent-activity'
import { createI18nProvider } from '../../src/admin/providers/i18n'

const saved = (switched: Record<string, boolean>): ActivityEntry => ({
  id: `a-${JSON.stringify(switched)}`,
  action: 'updated',
  collection_name: 'site_settings',
  record_id: 'settings',
  record_label: '智转学院',
  summary: '保存了系统设置',
  details: { fields: ['maintenance_mode', 'contact_phone'], switched },
  actor_name: 'staff-a',
  created: '2026-11-25 08:00:00.000Z',
})

describe('RecentActivity', () => {
  it('says on or off for each switch saved', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider(catalogues)}>
        <RecentActivity entries={[saved({ maintenance_mode: true }), saved({ maintenance_mode: false })]} />
      </AdminContext>,
    )
    expect(screen.getByText('保存了系统设置「智转学院」：维护模式（开启）、联系电话')).toBeInTheDocument()
    expect(screen.getByText('保存了系统设置「智转学院」：维护模式（关闭）、联系电话')).toBeInTheDocument()
  })
})
