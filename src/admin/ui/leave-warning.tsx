// Asks before unsaved work is lost where react-admin's own warnWhenUnsavedChanges cannot see it: a form
// outside react-hook-form (a lead's note) and the settings tabs, which change only the address's ?tab=.
import { useEffect } from 'react'
import { useFormState } from 'react-hook-form'
import { useBlocker, useCanBlock, useTranslate } from 'react-admin'

/**
 * While `when`, any move to another address (path or query) asks 部分修改尚未保存，确定要放弃吗？ first,
 * and closing or reloading the tab gets the browser's own question. Needs the data router of
 * src/entry-admin.tsx; under another router (unit tests) it does nothing.
 */
export function LeaveWarning({ when }: { when: boolean }) {
  // A router heeds one blocker at a time (the last one made): only a form holding unsaved work makes one,
  // so the several forms of one page (a lead's note, follow-up and reply) each ask while they hold some.
  return useCanBlock() && when ? <Blocker when={when} /> : null
}

function Blocker({ when }: { when: boolean }) {
  const translate = useTranslate()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  const blocked = blocker.state === 'blocked'
  useEffect(() => {
    if (!blocked) return
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.()
    else blocker.reset?.()
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked, translate])
  useEffect(() => {
    if (!when) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', beforeUnload)
    return () => window.removeEventListener('beforeunload', beforeUnload)
  }, [when])
  return null
}

/** Inside a react-admin <Form>: warns while it holds changes not yet saved, switching settings tabs included. */
export function FormLeaveWarning() {
  const { dirtyFields, isSubmitSuccessful } = useFormState()
  return <LeaveWarning when={Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful} />
}
