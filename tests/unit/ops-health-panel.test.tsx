// The dashboard's 运行状态 panel: each check's status and figures in words, the reasons of a warning
// and of a failure.
import { render, screen, within } from '@testing-library/react'
import { AdminContext, HttpError, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { OpsHealthPanel } from '../../src/admin/dashboard/ops-health/ops-health-panel'
import { opsHealthPath, type OpsHealth } from '../../src/admin/dashboard/ops-health/ops-health'
import { createI18nProvider } from '../../src/admin/providers/i18n'

const i18nProvider = createI18nProvider(catalogues)

const healthy: OpsHealth = {
  status: 'warn',
  checkedAt: '2026-11-25T10:00:00.000Z',
  checks: {
    disk: { status: 'ok', reasons: [], freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3, freePercent: 50 },
    backup: { status: 'ok', reasons: [], location: 's3', schedule: '0 19 * * *', keep: 14, latest: { name: 'a.zip', time: '2026-11-25T03:00:00.000Z', size: 1 }, ageHours: 7 },
    mail: { status: 'warn', reasons: ['waitingForStaff'], smtpConfigured: true, queued: 2, failed: 1, held: 3, overdueMinutes: 0 },
    replication: { status: 'off', reasons: [], configured: false, lagSeconds: null, lastReplicatedAt: null },
  },
}

const failing: OpsHealth = {
  ...healthy,
  status: 'fail',
  checks: {
    ...healthy.checks,
    backup: { status: 'fail', reasons: ['noBackup', 'notOffMachine'], location: 'local', schedule: '', keep: 3, latest: null, ageHours: null },
  },
}

function renderPanel(send: (path: string) => Promise<unknown>) {
  return render(
    <AdminContext dataProvider={testDataProvider({ send } as never)} i18nProvider={i18nProvider}>
      <OpsHealthPanel />
    </AdminContext>,
  )
}

const row = (name: string) => document.querySelector(`[data-ops-check="${name}"]`) as HTMLElement

describe('运行状态 panel', () => {
  it('shows every check with its status and figures, and what to do about a warning', async () => {
    const asked: string[] = []
    renderPanel(async (path) => {
      asked.push(path)
      return healthy
    })
    expect(await screen.findByText('数据目录所在磁盘剩余 50.0 GB（50%）')).toBeTruthy()
    expect(asked).toEqual([opsHealthPath])
    expect(screen.getByRole('heading', { name: '运行状态' })).toBeTruthy()
    expect(document.querySelector('[data-ops-status]')?.textContent).toBe('注意')
    expect(within(row('backup')).getByText('最新备份在 7 小时前，位于异地存储（S3）')).toBeTruthy()
    expect(within(row('mail')).getByText('排队 2 封，发送失败 1 封，待确认 3 封')).toBeTruthy()
    expect(within(row('mail')).getByText('有邮件等待处理：请在邮件发送记录中重新发送或放弃发送')).toBeTruthy()
    expect(within(row('mail')).getByText('注意')).toBeTruthy()
    expect(within(row('replication')).getByText('未启用（数据只靠定时备份）')).toBeTruthy()
    expect(within(row('replication')).getByText('未启用')).toBeTruthy()
  })

  it('shows a failing report with what failed', async () => {
    renderPanel(async () => failing)
    expect(await screen.findByText('备份位置：本机磁盘')).toBeTruthy()
    expect(document.querySelector('[data-ops-status]')?.textContent).toBe('故障')
    expect(within(row('backup')).getByText('还没有任何备份')).toBeTruthy()
    expect(within(row('backup')).getByText('备份只在本机磁盘上，服务器损坏时会一起丢失：请运维人员设置异地备份')).toBeTruthy()
  })

  it('says 暂无数据 when the report cannot be read', async () => {
    renderPanel(async () => {
      throw new HttpError('Unauthorized', 401, { errors: {}, response: { status: 401, message: 'x', data: {} } })
    })
    expect(await screen.findByText('暂无数据')).toBeTruthy()
  })
})
