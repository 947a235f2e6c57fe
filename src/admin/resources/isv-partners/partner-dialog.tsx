// The modal that adds (添加ISV合作伙伴 / 创建) or edits (编辑ISV合作伙伴 / 更新) a partner. It closes on
// 取消, the backdrop and Escape, after asking when something typed is unsaved; a refused save keeps it
// open with the server's message and field errors.
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Typography } from '@mui/material'
import { useEffect, useId, useRef, useState } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import {
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  email,
  minValue,
  required,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin'
import { ImageUploadInput } from '../../ui/image-upload-input'
import { LIST_SLOTS, MIN_ORDER_INDEX, initialValues, isWebsite, toPayload, type PartnerFormValues } from './partner-form'

const label = (field: string) => `resources.isv-partners.fields.${field}`

const validateWebsite = (value: unknown) => (isWebsite(value) ? undefined : 'resources.isv-partners.form.invalidUrl')

/** 状态 is a select of 启用/停用 over the boolean `active`. */
const statusChoices = [
  { id: 'active', name: 'resources.isv-partners.status.active' },
  { id: 'inactive', name: 'resources.isv-partners.status.inactive' },
]

/** The error of the server's answer: its message and its per-field messages. */
interface ServerError {
  message?: string
  body?: { errors?: Record<string, string> }
}

/** Three text slots of one list field (成就 or 标签); the server's error for the list shows under them. */
function ListSlots({ field }: { field: 'achievements' | 'tags' }) {
  const translate = useTranslate()
  const { errors } = useFormState({ name: field })
  const listError = (errors[field] as { message?: unknown } | undefined)?.message
  const groupLabel = useId()
  const slotLabel = field === 'achievements' ? 'resources.isv-partners.form.achievement' : 'resources.isv-partners.form.tag'
  return (
    <Box role="group" aria-labelledby={groupLabel}>
      <Typography id={groupLabel} variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate(label(field))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: field === 'tags' ? 'repeat(3, minmax(0, 1fr))' : '1fr' } }}>
        {Array.from({ length: LIST_SLOTS }, (_, i) => (
          <TextInput
            key={i}
            source={`${field}.${i}`}
            label={translate(slotLabel, { n: i + 1 })}
            helperText={false}
            margin="none"
          />
        ))}
      </Box>
      {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
    </Box>
  )
}

function SubmitButton({ editing }: { editing: boolean }) {
  const translate = useTranslate()
  const { isSubmitting } = useFormState()
  const { clearErrors } = useFormContext()
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      // The server's errors of the last try go; the inputs' own rules run again on submit. (An error on
      // a whole list, 成就 or 标签, belongs to no input and would otherwise block every later submit.)
      onClick={() => clearErrors()} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate(isSubmitting ? 'resources.isv-partners.modal.saving' : editing ? 'resources.isv-partners.modal.update' : 'resources.isv-partners.modal.create')}
    </Button>
  )
}

/** Reports whether the form holds unsaved changes (the dialog's close is outside the form). */
function DirtyReporter({ dirtyRef }: { dirtyRef: React.RefObject<boolean> }) {
  const { isDirty } = useFormState()
  useEffect(() => {
    dirtyRef.current = isDirty
  }, [dirtyRef, isDirty])
  return null
}

export function PartnerDialog({ partner, partnerCount, onClose }: { partner?: RaRecord; partnerCount: number; onClose: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const titleId = useId()
  const editing = partner !== undefined
  const [create] = useCreate()
  const [update] = useUpdate()
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const [defaults] = useState(() => initialValues(partner, partnerCount))
  const dirtyRef = useRef(false)
  // 取消, the backdrop and Escape ask before dropping what was typed (react-admin's own warning sees
  // only leaving the page).
  const requestClose = () => {
    if (dirtyRef.current && !window.confirm(translate('ra.message.unsaved_changes'))) return
    onClose()
  }

  const save = async (values: Record<string, unknown>) => {
    setServerMessage(null)
    const data = toPayload(values as unknown as PartnerFormValues)
    try {
      if (partner) {
        await update('isv-partners', { id: partner.id, data, previousData: partner }, { mutationMode: 'pessimistic', returnPromise: true })
      } else {
        await create('isv-partners', { data }, { returnPromise: true })
      }
    } catch (caught) {
      const error = caught as ServerError
      setServerMessage(error.message || translate(editing ? 'resources.isv-partners.notify.updateFailed' : 'resources.isv-partners.notify.createFailed'))
      notify(editing ? 'resources.isv-partners.notify.updateFailed' : 'resources.isv-partners.notify.createFailed', { type: 'error' })
      // Shown next to their inputs (成就/标签 under their slots).
      return error.body?.errors ?? {}
    }
    notify(editing ? 'resources.isv-partners.notify.updated' : 'resources.isv-partners.notify.created', { type: 'success' })
    onClose()
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      <Form defaultValues={defaults} onSubmit={save} warnWhenUnsavedChanges noValidate>
        <DirtyReporter dirtyRef={dirtyRef} />
        <DialogTitle id={titleId}>
          {translate(editing ? 'resources.isv-partners.modal.editTitle' : 'resources.isv-partners.modal.createTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
          {serverMessage && (
            <Alert severity="error" role="alert">
              {serverMessage}
            </Alert>
          )}
          <TextInput source="name" label={label('name')} validate={required()} />
          {/* Required by label only (admin spec §5): the mark, no rule. */}
          <ImageUploadInput source="logo" label={label('logo')} helperText="resources.isv-partners.form.logoHint" isRequired />
          <TextInput source="field" label={label('field')} validate={required()} placeholder={translate('resources.isv-partners.form.fieldPlaceholder')} />
          <TextInput source="description" label={label('description')} validate={required()} multiline minRows={3} />
          <ListSlots field="achievements" />
          <ListSlots field="tags" />
          <TextInput source="website_url" label={label('website_url')} type="url" validate={validateWebsite} sx={{ mt: 2 }} />
          <TextInput source="contact_email" label={label('contact_email')} type="email" validate={email()} />
          <NumberInput source="order_index" label={label('order_index')} min={MIN_ORDER_INDEX} step={1} validate={[required(), minValue(MIN_ORDER_INDEX)]} />
          <SelectInput
            source="active"
            label={label('active')}
            choices={statusChoices}
            format={(value: unknown) => (value === false ? 'inactive' : 'active')}
            parse={(value: unknown) => value !== 'inactive'}
            validate={required()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{translate('resources.isv-partners.modal.cancel')}</Button>
          <SubmitButton editing={editing} />
        </DialogActions>
      </Form>
    </Dialog>
  )
}
