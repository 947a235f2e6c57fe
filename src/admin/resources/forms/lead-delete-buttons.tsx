// 删除 on a lead's page and for the selected leads, for the roles that may delete leads (admins; not sales):
// asks the spec's question, then deletes undoably (提交删除成功！ with 撤销; the server deletes when the toast closes).
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import {
  Confirm,
  useDelete,
  useDeleteMany,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { useAccess } from '../../providers/staff-session'
import { useUndoableNotify } from '../../ui/undoable'

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
  const notify = useNotify()
  const undoableNotify = useUndoableNotify()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  const { can } = useAccess()
  if (!lead || !can('forms', 'delete')) return null
  const confirm = () => {
    setOpen(false)
    remove(
      'forms',
      { id: lead.id, previousData: lead },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          undoableNotify('app.forms.delete.done')
          redirect('list', 'forms')
        },
        onError: () => notify('app.forms.delete.failed', { type: 'error' }),
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
  const notify = useNotify()
  const undoableNotify = useUndoableNotify()
  const [open, setOpen] = useState(false)
  const [removeMany, { isPending }] = useDeleteMany()
  const { can } = useAccess()
  if (!can('forms', 'delete')) return null
  const confirm = () => {
    setOpen(false)
    removeMany(
      'forms',
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          undoableNotify('app.forms.delete.done')
          onUnselectItems(true)
        },
        onError: () => notify('app.forms.delete.failed', { type: 'error' }),
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
