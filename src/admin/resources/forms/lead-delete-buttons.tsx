// 删除 on a lead's page and for the selected leads, for the roles that may delete leads (admins; not sales):
// asks the spec's question, then deletes at once with the spec's toasts (正在删除提交... then 提交删除成功！ or
// 删除提交失败，请重试). Asked first rather than undone: the server deletes the lead with its notes.
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useDeleteMany, useListContext, useRecordContext, useRedirect, useTranslate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { useAccess } from '../../providers/staff-session'

function DeleteConfirm({ open, count, onConfirm, onClose }: { open: boolean; count?: number; onConfirm: () => void; onClose: () => void }) {
  return (
    <Confirm
      isOpen={open}
      title="app.forms.delete.title"
      content={count === undefined ? 'app.forms.delete.confirm' : 'app.forms.delete.bulkConfirm'}
      translateOptions={{ smart_count: count ?? 1 }}
      confirm="ra.action.delete"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}

export function LeadDeleteButton() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  const { can } = useAccess()
  if (!lead || !can('forms', 'delete')) return null
  const confirm = () => {
    setOpen(false)
    const toast = startToast('app.forms.delete.deleting')
    void remove(
      'forms',
      { id: lead.id, previousData: lead },
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
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('ra.action.delete')}
      </Button>
      <DeleteConfirm open={open} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  )
}

export function LeadBulkDeleteButton() {
  const { selectedIds, onUnselectItems } = useListContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const [open, setOpen] = useState(false)
  const [removeMany, { isPending }] = useDeleteMany()
  const { can } = useAccess()
  if (!can('forms', 'delete')) return null
  const confirm = () => {
    setOpen(false)
    const toast = startToast('app.forms.delete.deleting')
    void removeMany(
      'forms',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.forms.delete.done')
          onUnselectItems(true)
        },
        onError: () => toast.error('app.forms.delete.failed'),
      },
    )
  }
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('ra.action.delete')}
      </Button>
      <DeleteConfirm open={open} count={selectedIds.length} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  )
}
