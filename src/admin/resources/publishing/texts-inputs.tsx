// The texts of a course (课程管理) or a page (页面管理) as inputs, drawn from their fields
// (pb_hooks/lib/shared/content-text-fields.json, generated from src/site/content/editable-texts.ts): each
// text with its limit and live count, each list (FAQ, faculty, curriculum...) as rows staff add, edit,
// move up or down and remove, grouped as the page shows them. The same rules as the server check them
// (shared/content-texts.js), so a refusal is shown under the field before anything is sent.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material'
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import textFields from '@shared/content-text-fields.json' with { type: 'json' }
import contentTexts from '@shared/content-texts.js'
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, useTranslate, type RaRecord } from 'react-admin'
import { CountedTextInput } from './counted-text-input'

export interface TextField {
  key: string
  label: string
  kind: 'line' | 'text' | 'number' | 'lines' | 'list'
  hint?: string
  group?: string
  max?: number
  min?: number
  minItems?: number
  maxItems?: number
  optional?: boolean
  titleKey?: string
  item?: TextField[]
}

/** The fields of a record's texts: a course's by slug, a page's by path. */
export function textFieldsOf(collection: 'courses' | 'pages', record: RaRecord): TextField[] {
  if (collection === 'courses') return contentTexts.courseTextFields(textFields, String(record.slug)) as TextField[]
  return contentTexts.pageTextFields(textFields, String(record.path)) as TextField[]
}

/** A list of short texts (highlights, topics) as one text, a line each. */
function LinesInput({ field, source }: { field: TextField; source: string }) {
  const translate = useTranslate()
  return (
    <TextInput
      source={source}
      label={field.label}
      multiline
      minRows={2}
      fullWidth
      format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '')}
      parse={(text: string) => text.split('\n')}
      helperText={[field.hint, translate('app.publishing.texts.linesHint', { max: field.max, count: field.maxItems })].filter(Boolean).join(' ')}
    />
  )
}

/** One field's input, its source relative to the list item it sits in (or `texts.<key>`). */
function FieldInput({ field, source }: { field: TextField; source: string }) {
  switch (field.kind) {
    case 'line':
      return <CountedTextInput source={source} label={field.label} max={field.max ?? 0} hint={field.hint} />
    case 'text':
      return <CountedTextInput source={source} label={field.label} max={field.max ?? 0} hint={field.hint} multiline minRows={2} />
    case 'number':
      return <NumberInput source={source} label={field.label} min={field.min} max={field.max} step={1} helperText={field.hint ?? false} />
    case 'lines':
      return <LinesInput field={field} source={source} />
    case 'list':
      return <ListInput field={field} source={source} />
  }
}

/** A list: its items in order, each with its fields; 添加, 上移/下移 and 删除 are the iterator's. */
function ListInput({ field, source }: { field: TextField; source: string }) {
  const translate = useTranslate()
  return (
    <ArrayInput source={source} label={field.label} helperText={field.hint ?? translate('app.publishing.texts.listHint', { min: field.minItems, max: field.maxItems })}>
      <SimpleFormIterator
        inline={false}
        fullWidth
        disableClear
        getItemLabel={(index) => translate('app.publishing.texts.item', { n: index + 1 })}
        // 上移, 下移 and 删除 always shown (react-admin shows them on hover only, out of a keyboard's reach).
        sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 }, '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        {(field.item ?? []).map((inner) => (
          <FieldInput key={inner.key} field={inner} source={inner.key} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  )
}

/** The record's texts, a collapsible part per group (the first open). */
export function TextsInputs({ fields }: { fields: TextField[] }) {
  const translate = useTranslate()
  if (fields.length === 0) return null
  const groups: { name: string; fields: TextField[] }[] = []
  fields.forEach((field) => {
    const name = field.group ?? ''
    const last = groups.at(-1)
    if (last && last.name === name) last.fields.push(field)
    else groups.push({ name, fields: [field] })
  })
  return (
    <Box component="section" aria-label={translate('app.publishing.texts.title')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.publishing.texts.title')}
      </Typography>
      {groups.map((group, index) => (
        <Accordion key={group.name || index} defaultExpanded={index === 0} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{group.name || translate('app.publishing.texts.title')}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
            {group.fields.map((field) => (
              <FieldInput key={field.key} field={field} source={`texts.${field.key}`} />
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}

type Errors = Record<string, unknown>

/** Puts `message` at `path` ('texts.faq.1.answer') of nested `errors`; a list's own error sits at its `root`. */
function setError(errors: Errors, path: string[], message: string) {
  let at: Errors = errors
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!
    const next = at[key]
    if (typeof next !== 'object' || next === null) at[key] = /^\d+$/.test(path[i + 1]!) ? [] : {}
    at = at[key] as Errors
  }
  const last = path.at(-1)!
  if (typeof at[last] === 'object' && at[last] !== null) (at[last] as Errors).root = message
  else at[last] = message
}

/** The form's errors for `texts` by the server's rules, nested as react-admin's form takes them. */
export function textsErrors(fields: TextField[], texts: unknown): Errors {
  const normalised = contentTexts.normaliseTexts(fields, texts, {})
  const flat = contentTexts.textsErrors(fields, normalised, contentRules) as Record<string, { message: string }>
  const errors: Errors = {}
  // Items first, so a list's own error goes to its root rather than over them.
  Object.keys(flat)
    .sort((a, b) => b.split('.').length - a.split('.').length)
    .forEach((path) => setError(errors, path.split('.'), flat[path]!.message))
  return errors
}

/** `texts` as the routes take them: every field, the lines without empty ones (the server trims too). */
export function textsValues(fields: TextField[], texts: unknown): Record<string, unknown> {
  return contentTexts.normaliseTexts(fields, texts, {})
}
