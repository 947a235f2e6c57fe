// One way to change the stage of leads, used by the pipeline button, the lead page's menu and the bulk
// action: the change reaches the server at once, with the spec's toasts (正在更新状态... then 状态更新成功！ or
// 更新状态失败，请重试); the success toast offers 撤销 for a few seconds, which sends every lead back where it
// was (its stage, a lost lead's reason) as an undo the server logs in each lead's timeline.
import { useDataProvider, useRefresh, useUpdate, useUpdateMany, type Identifier, type RaRecord } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { displayedStatus, LOST, type LeadStatus } from './lead-status'

/** A stage to move to; 已流失 carries its reason. */
export interface StageChange {
  status: LeadStatus
  lost_reason?: string
}

/** Where a lead stood before a change: where 撤销 takes it back to. */
interface Before {
  id: Identifier
  status: LeadStatus
  lost_reason: string
}

const before = (lead: RaRecord): Before => ({ id: lead.id, status: displayedStatus(lead.status), lost_reason: String(lead.lost_reason ?? '') })

/** The update a change sends: a reason only with 已流失 (the server drops it for any other stage). */
const dataOf = (change: StageChange) => (change.status === LOST ? { status: change.status, lost_reason: change.lost_reason ?? '' } : { status: change.status })

/** 撤销: sends each lead back to where it stood, marked as an undo, with its own toasts. */
function useUndoStages() {
  const dataProvider = useDataProvider()
  const startToast = useActionToast()
  const refresh = useRefresh()
  return (leads: Before[]) => {
    const toast = startToast('app.forms.status.updating')
    Promise.all(
      leads.map((lead) =>
        dataProvider.update('forms', {
          id: lead.id,
          // `undo` is no field: the server reads it to log the change as 撤销.
          data: { ...dataOf(lead), undo: true },
          previousData: { id: lead.id },
        }),
      ),
    )
      .then(
        () => toast.success('app.forms.status.undone'),
        () => toast.error('app.forms.status.undoFailed'),
      )
      .finally(refresh)
  }
}

export function useSetLeadStatus() {
  const startToast = useActionToast()
  const undo = useUndoStages()
  const [update, { isPending }] = useUpdate()
  const setStatus = (lead: RaRecord, change: StageChange) => {
    const toast = startToast('app.forms.status.updating')
    const back = [before(lead)]
    return update(
      'forms',
      { id: lead.id, data: dataOf(change), previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success('app.forms.status.updated', undefined, { undo: () => undo(back) }),
        onError: () => toast.error('app.forms.status.failed'),
      },
    )
  }
  return { setStatus, isPending }
}

export function useSetLeadsStatus() {
  const startToast = useActionToast()
  const undo = useUndoStages()
  const [updateMany, { isPending }] = useUpdateMany()
  /** `leads`: the selected leads as the list shows them (their stages now, for 撤销). */
  const setStatus = (leads: RaRecord[], change: StageChange, onDone?: () => void) => {
    const toast = startToast('app.forms.status.updating')
    const back = leads.map(before)
    return updateMany(
      'forms',
      { ids: leads.map((lead) => lead.id), data: dataOf(change) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.forms.status.updated', undefined, { undo: () => undo(back) })
          onDone?.()
        },
        onError: () => toast.error('app.forms.status.failed'),
      },
    )
  }
  return { setStatus, isPending }
}
