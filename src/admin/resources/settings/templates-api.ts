// The admin-only routes behind the 邮件模板 tab (pb_hooks/templates.pb.js).

export const templatePaths = {
  list: '/api/admin/templates',
  template: (key: string) => `/api/admin/templates/${encodeURIComponent(key)}`,
  draft: (key: string) => `/api/admin/templates/${encodeURIComponent(key)}/draft`,
  action: (key: string, action: 'preview' | 'test' | 'reset' | 'restore') => `/api/admin/templates/${encodeURIComponent(key)}/${action}`,
} as const
