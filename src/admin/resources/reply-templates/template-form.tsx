// Create and edit a reply template: 模板名称, 邮件主题, 邮件正文, with the fields a template may use offered as
// chips that insert `{姓名}` and the like at the cursor; the server checks every slot and answers per field.
import { Box, Chip, Typography } from '@mui/material'
import { useRef } from 'react'
import { useFormContext } from 'react-hook-form'
import { Create, Edit, SimpleForm, TextInput, required, useTranslate } from 'react-admin'
import { useSavedThenList } from '../../ui/use-saved'
import desk from '@shared/sales-desk.json'
import replySlots from '@shared/reply-slots.js'

/** The chips of the template's slots; a click puts `{slot}` into the body where the cursor was. */
function SlotChips({ body }: { body: React.RefObject<HTMLTextAreaElement | null> }) {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext()
  const insert = (slot: string) => {
    const text = String(getValues('body') ?? '')
    const field = body.current
    const at = field && document.activeElement === field ? field.selectionStart : text.length
    setValue('body', `${text.slice(0, at)}{${slot}}${text.slice(at)}`, { shouldDirty: true })
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.reply-templates.slots')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {replySlots.SLOT_NAMES.map((slot) => (
          <Chip key={slot} label={`{${slot}}`} onMouseDown={(e) => e.preventDefault()} onClick={() => insert(slot)} variant="outlined" sx={{ minHeight: { xs: 44, sm: 32 } }} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.reply-templates.slotsHint')}
      </Typography>
    </Box>
  )
}

function TemplateForm() {
  const body = useRef<HTMLTextAreaElement>(null)
  return (
    <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
      <TextInput source="title" validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: desk.replies.templateTitleMax } }} />
      <TextInput source="subject" validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: desk.replies.subjectMax } }} />
      <TextInput source="body" validate={required()} fullWidth multiline minRows={8} inputRef={body} slotProps={{ htmlInput: { maxLength: desk.replies.bodyMax } }} />
      <SlotChips body={body} />
    </SimpleForm>
  )
}

export function TemplateCreate() {
  const onSuccess = useSavedThenList('reply-templates', 'resources.reply-templates.notify.created')
  return (
    <Create resource="reply-templates" redirect="list" mutationOptions={{ onSuccess }}>
      <TemplateForm />
    </Create>
  )
}

export function TemplateEdit() {
  const onSuccess = useSavedThenList('reply-templates', 'resources.reply-templates.notify.updated')
  return (
    <Edit resource="reply-templates" mutationMode="pessimistic" redirect="list" mutationOptions={{ onSuccess }}>
      <TemplateForm />
    </Edit>
  )
}
