// 删除 on the edit screen: asks 确定要删除这篇新闻吗？, then deletes at once with the spec's toasts (正在删除新闻...
// then 新闻删除成功！ or 删除新闻失败，请重试) and returns to the list.
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useRecordContext, useRedirect, useTranslate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'

export function NewsDeleteButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!record) return null

  const confirm = () => {
    setOpen(false)
    const toast = startToast('resources.news.notify.deleting')
    void remove(
      'news',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('resources.news.notify.deleted')
          redirect('list', 'news')
        },
        onError: () => toast.error('resources.news.notify.deleteFailed'),
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
