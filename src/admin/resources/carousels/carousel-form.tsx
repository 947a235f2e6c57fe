// The slide form (create and edit): 标题*, 副标题, 描述, 图片, 按钮文字, 按钮链接 (preset or 自定义链接),
// 页面*, 排序, 启用, 数据指标 (1 to 5 pairs). Saved pessimistically, so the server's per-field
// messages show beside the inputs.
import { Box } from '@mui/material'
import {
  ArrayInput,
  BooleanInput,
  DeleteWithConfirmButton,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxLength,
  minValue,
  number,
  required,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { ImageUploadInput } from '../../ui/image-upload-input'
import { enumChoices } from '../../providers/enum-labels'
import { CUSTOM_LINK, isAllowedLink, linkChoiceFor, linkFor, linkPresets, presetKey, type LinkChoice } from './carousel-links'
import { canAddStat, canRemoveStat, statsBounds, statsShown } from './carousel-stats'

/** The form's values: the record's fields plus the link select, which is not stored. */
export type SlideFormValues = Partial<RaRecord> & { link_choice?: LinkChoice; button_link?: string }

/** The values sent to the server: 按钮链接 from the select (or the custom text), the select itself dropped. */
export function toStoredSlide({ link_choice, ...values }: SlideFormValues): Partial<RaRecord> {
  return { ...values, button_link: linkFor(link_choice ?? CUSTOM_LINK, values.button_link) }
}

/** The link select's starting value: a stored link that is not a preset opens in custom mode. */
export const linkChoiceDefault = (record: Partial<RaRecord> | undefined) => ({ link_choice: linkChoiceFor(record?.button_link) })

const customLinkValid: Validator = (value: unknown) =>
  isAllowedLink(value) ? undefined : 'resources.carousels.customLinkInvalid'

const statsCount: Validator = (value: unknown) => {
  const count = Array.isArray(value) ? value.length : 0
  return count >= statsBounds.min && count <= statsBounds.max ? undefined : 'resources.carousels.statsCount'
}

/** The link select's options after its empty one (无链接): each preset as `label（path）`, then 自定义链接. */
function useLinkChoices(): Array<{ id: LinkChoice; name: string }> {
  const translate = useTranslate()
  return [
    ...linkPresets.map((preset) => ({
      id: preset.path,
      name: translate('resources.carousels.links.option', {
        label: translate(presetKey(preset.path), { _: preset.label }),
        path: preset.path,
      }),
    })),
    { id: CUSTOM_LINK, name: translate('resources.carousels.links.custom') },
  ]
}

function ButtonLinkInputs() {
  const choice = useWatch({ name: 'link_choice' }) as LinkChoice | undefined
  const linkChoices = useLinkChoices()
  return (
    <>
      <SelectInput source="link_choice" choices={linkChoices} emptyText="resources.carousels.links.none" emptyValue="" translateChoice={false} />
      {choice === CUSTOM_LINK && (
        <TextInput
          source="button_link"
          label="resources.carousels.fields.custom_link"
          helperText="resources.carousels.customLinkHint"
          validate={[required(), maxLength(500), customLinkValid]}
        />
      )}
    </>
  )
}

function StatsInput() {
  const stats = useWatch({ name: 'stats' }) as unknown[] | undefined
  const count = Array.isArray(stats) ? stats.length : 0
  const textRules = [required(), maxLength(statsBounds.maxTextLength)]
  const translate = useTranslate()
  return (
    <ArrayInput
      source="stats"
      validate={statsCount}
      helperText={translate('resources.carousels.statsShown', { shown: statsShown.wide, narrow: statsShown.narrow, max: statsBounds.max })}
    >
      <SimpleFormIterator inline disableReordering disableClear disableAdd={!canAddStat(count)} disableRemove={!canRemoveStat(count)}>
        <TextInput source="label" label="resources.carousels.stats.label" validate={textRules} helperText={false} />
        <TextInput source="value" label="resources.carousels.stats.value" validate={textRules} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

function SlideToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && (
        <DeleteWithConfirmButton
          // Asked first, then deleted at once (no change waits for a toast to close).
          mutationMode="pessimistic"
          confirmTitle="resources.carousels.delete.title"
          confirmContent="resources.carousels.delete.confirm"
        />
      )}
    </Toolbar>
  )
}

export function SlideForm({ mode, defaultValues }: { mode: 'create' | 'edit'; defaultValues: Record<string, unknown> | ((record: RaRecord) => Record<string, unknown>) }) {
  const translate = useTranslate()
  return (
    <SimpleForm defaultValues={defaultValues} warnWhenUnsavedChanges toolbar={<SlideToolbar canDelete={mode === 'edit'} />} sx={{ maxWidth: 720 }}>
      <TextInput source="title" validate={[required(), maxLength(100)]} />
      <TextInput source="subtitle" validate={maxLength(200)} />
      <TextInput source="description" multiline minRows={2} validate={maxLength(1000)} />
      <ImageUploadInput source="image" label={translate('resources.carousels.fields.image')} />
      <TextInput source="button_text" validate={maxLength(50)} />
      <ButtonLinkInputs />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <SelectInput source="page_id" choices={enumChoices('carouselPages')} validate={required()} sx={{ minWidth: 200 }} />
        <NumberInput
          source="order_index"
          step={1}
          validate={[number(), minValue(0)]}
          helperText={mode === 'create' ? 'resources.carousels.orderHint' : false}
          sx={{ minWidth: 200 }}
        />
      </Box>
      <BooleanInput source="active" />
      <StatsInput />
    </SimpleForm>
  )
}
