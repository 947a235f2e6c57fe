// Whether two-step sign-in is on and which accounts cannot receive its code, for 员工管理's 两步验证 column
// (GET /api/admin/security, the 安全设置 tab's own route).
import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { securityPaths, securityStateOf } from '../settings/security-api'

export function useSecurityState() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data } = useQuery({
    queryKey: ['settings', 'security'],
    queryFn: async ({ signal }) => securityStateOf(await dataProvider.send<unknown>(securityPaths.state, { signal })),
    retry: false,
    refetchOnWindowFocus: false,
  })
  return data
}
