// One way to change the status of leads, used by the pipeline button, the lead page's menu and the bulk
// action: undoable, with the spec's toasts (状态更新成功！ with 撤销, then 更新状态失败，请重试 if the server refuses).
import { useNotify, useUpdate, useUpdateMany, type Identifier, type RaRecord } from 'react-admin'
import { useUndoableNotify } from '../../ui/undoable'
import type { LeadStatus } from './lead-status'

export function useSetLeadStatus() {
  const notify = useNotify()
  const undoableNotify = useUndoableNotify()
  const [update, { isPending }] = useUpdate()
  const setStatus = (lead: RaRecord, status: LeadStatus) =>
    update(
      'forms',
      { id: lead.id, data: { status }, previousData: lead },
      {
        mutationMode: 'undoable',
        onSuccess: () => undoableNotify('app.forms.status.updated'),
        onError: () => notify('app.forms.status.failed', { type: 'error' }),
      },
    )
  return { setStatus, isPending }
}

export function useSetLeadsStatus() {
  const notify = useNotify()
  const undoableNotify = useUndoableNotify()
  const [updateMany, { isPending }] = useUpdateMany()
  const setStatus = (ids: Identifier[], status: LeadStatus, onDone?: () => void) =>
    updateMany(
      'forms',
      { ids, data: { status } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          undoableNotify('app.forms.status.updated')
          onDone?.()
        },
        onError: () => notify('app.forms.status.failed', { type: 'error' }),
      },
    )
  return { setStatus, isPending }
}
