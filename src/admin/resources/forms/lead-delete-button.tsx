// 删除 on a lead's page: asks 确定要删除这个表单提交吗？, then deletes with the spec's toasts (正在删除提交...
// replaced by 提交删除成功！ or 删除提交失败，请重试) and returns to the list.
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useRecordContext, useRedirect, useTranslate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'

export function LeadDeleteButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!record) return null

  const confirm = () => {
    setOpen(false)
    const toast = startToast('app.forms.delete.deleting')
    remove(
      'forms',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.forms.delete.done')
          redirect('list', 'forms')
        },
        onError: () => toast.error('app.forms.delete.failed'),
      },
    )
  }

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.forms.delete.title"
        content="app.forms.delete.confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
