// 标签: a text box whose Enter or 添加标签 button adds the trimmed tag (no empties, no duplicates), and
// removable chips; the rules are news-tags.ts.
import AddIcon from '@mui/icons-material/Add'
import { Box, Button, Chip, FormHelperText, TextField, Typography } from '@mui/material'
import { useId, useState, type KeyboardEvent } from 'react'
import { useInput, useTranslate } from 'react-admin'
import { addTag, removeTag, tagsOf, type TagProblem } from './news-tags'

const problemKeys: Record<TagProblem, string> = {
  empty: 'resources.news.form.tagEmpty',
  duplicate: 'resources.news.form.tagDuplicate',
  tooLong: 'resources.news.form.tagTooLong',
}

export function TagInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate()
  const { field } = useInput({ source, defaultValue: [] })
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<TagProblem | null>(null)
  const inputId = useId()
  const helperId = `${inputId}-helper`
  const tags = tagsOf(field.value)

  const add = () => {
    const result = addTag(tags, draft)
    setProblem(result.problem)
    if (result.problem === null) {
      field.onChange(result.tags)
      setDraft('')
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the form; IME composition (拼音) keeps its own Enter.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      add()
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id={inputId}
          size="small"
          label={label}
          placeholder={translate('resources.news.form.tagPlaceholder')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            if (problem) setProblem(null)
          }}
          onKeyDown={onKeyDown}
          error={problem !== null}
          slotProps={{ htmlInput: { 'aria-describedby': helperId } }}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ minHeight: 40 }}>
          {translate('resources.news.form.addTag')}
        </Button>
      </Box>
      <FormHelperText id={helperId} error={problem !== null} role={problem ? 'alert' : undefined}>
        {translate(problem ? problemKeys[problem] : 'resources.news.form.tagPlaceholder')}
      </FormHelperText>
      {tags.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}>
          {tags.map((tag) => (
            <li key={tag}>
              {/* Focusable; Delete or Backspace removes it, as does its cross. */}
              <Chip label={tag} title={translate('resources.news.form.removeTag', { tag })} onDelete={() => field.onChange(removeTag(tags, tag))} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
