// @vitest-environment node
// docs/security.md prints the roles table (pb_hooks/lib/shared/roles.json) as it is: a change to the table
// without `node scripts/lib/roles-doc.mjs` fails here.
import { describe, expect, it } from 'vitest'
import { documentedBlock, rolesMarkdown } from '../../scripts/lib/roles-doc.mjs'

describe('docs/security.md', () => {
  it('prints the roles table as pb_hooks/lib/shared/roles.json holds it', () => {
    expect(documentedBlock()).toBe(rolesMarkdown())
  })

  it('names every collection, route and dashboard figure of the table, and each role', () => {
    const block = documentedBlock() ?? ''
    const table = {
      collections: { news: { list: ['admin', 'editor'], view: [], create: [], update: [], delete: [], public: ['list'] } },
      routes: { 'GET /api/x': ['admin'], 'GET /y': 'public' },
      dashboard: { leads: ['admin'] },
    }
    const printed = rolesMarkdown(table, { admin: '管理员', editor: '内容编辑' })
    expect(printed).toContain('| `news` | list | list | — | list |')
    expect(printed).toContain('| `GET /api/x` | 管理员 |')
    expect(printed).toContain('| `GET /y` | anyone (no role needed) |')
    expect(block).toContain('管理员 `admin` | 销售 `sales` | 内容编辑 `editor`')
  })
})
