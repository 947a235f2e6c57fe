// 删除 on the edit screen: asks 确定要删除这篇新闻吗？, then deletes with the spec's toasts and returns to the list.
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin'

export function NewsDeleteButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!record) return null

  const confirm = () => {
    setOpen(false)
    notify('resources.news.notify.deleting', { type: 'info' })
    remove(
      'news',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.news.notify.deleted', { type: 'success' })
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
