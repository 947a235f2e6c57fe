// 删除 on the edit screen: asks 确定要删除这篇新闻吗？, then deletes undoably (新闻删除成功！ with 撤销; the server
// deletes when the toast closes) and returns to the list.
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin'
import { useUndoableNotify } from '../../ui/undoable'

export function NewsDeleteButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const undoableNotify = useUndoableNotify()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!record) return null

  const confirm = () => {
    setOpen(false)
    remove(
      'news',
      { id: record.id, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          undoableNotify('resources.news.notify.deleted')
          redirect('list', 'news')
        },
        onError: () => notify('resources.news.notify.deleteFailed', { type: 'error' }),
      },
    )
  }

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.news.delete.title"
        content="resources.news.delete.confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
