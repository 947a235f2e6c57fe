// The publishing buttons' layout (保存草稿, 预览, 发布 ... in 课程管理, 页面管理 and 邮件模板): two columns
// on a phone, one row on wider screens.
export const actionButtonSx = { flex: { xs: '1 1 calc(50% - 8px)', sm: '0 0 auto' } } as const
