// 基本设置: the site_settings record — names, the notification address, language, time zone, the
// switches the server acts on (notifications, registration, maintenance), the public contact lines, and how
// long leads are kept (线索保留期限) and personal-data requests may take (个人信息请求处理时限).
import { Alert, Box, Skeleton, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  BooleanInput,
  EditBase,
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  email,
  maxValue,
  minValue,
  number,
  required,
  useNotify,
  useTranslate,
  useEditContext,
  type RaRecord,
} from 'react-admin'
import enums from '@shared/enums.json' with { type: 'json' }
import leadRules from '@shared/lead-rules.json' with { type: 'json' }
import messages from '@shared/messages.json' with { type: 'json' }
import privacy from '@shared/privacy.json' with { type: 'json' }
import teamAddresses from '@shared/team-addresses.js'
import defaults from '@shared/site-settings-defaults.json' with { type: 'json' }
import records from '@shared/records.json' with { type: 'json' }
import routes from '@shared/routes.json' with { type: 'json' }
import { useEnumLabel } from '../../providers/enum-labels'
import { applySiteDetails, useApplyLanguage } from '../../providers/site-preferences'
import { FormLeaveWarning } from '../../ui/leave-warning'
import { SettingsToolbar } from './settings-toolbar'

const RESOURCE = 'settings'
/** 通知邮箱: one or more addresses, checked as the server checks them (shared/team-addresses.js). */
const validateTeamAddresses = (value: unknown) =>
  teamAddresses.teamAddressesProblem(String(value ?? ''), leadRules.fields.email, messages.siteSettings) || undefined
const { siteSettingsId } = records
/** The fields 重置 fills in, with their defaults: everything but the company's own data. */
export const companyFields = ['notification_email', 'contact_phone', 'contact_email', 'contact_address', 'working_hours', 'icp_number', 'police_number'] as const
const generalDefaults: Record<string, unknown> = { site_name: routes.siteName, site_description: routes.siteDescription, ...defaults }
export const resettableDefaults: Record<string, unknown> = Object.fromEntries(
  Object.entries(generalDefaults).filter(([field]) => !(companyFields as readonly string[]).includes(field)),
)

const languageChoices = Object.entries(enums.languages).map(([id, name]) => ({ id, name }))
/** 线索保留期限 and 个人信息请求处理时限: whole numbers within the server's range (shared/privacy.json). */
const within = (range: { min: number; max: number }) => [required(), number(), minValue(range.min), maxValue(range.max)]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * 重置: fills the form with the defaults of the tab's settings; nothing is saved until 保存. Company
 * data (the notification address, contact lines, filing numbers) is no default to go back to: it stays.
 */
function GeneralToolbar() {
  const translate = useTranslate()
  const notify = useNotify()
  const form = useFormContext()
  const reset = async () => {
    Object.entries(resettableDefaults).forEach(([field, value]) => form.setValue(field, value, { shouldDirty: true, shouldValidate: true }))
    notify('app.settings.resetFilled', { type: 'info' })
  }
  return <SettingsToolbar resetText={translate('app.settings.resetGeneral')} onReset={reset} />
}

/** Two columns of inputs on wider screens. */
function Columns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
}

/** The form once the record is there: inputs shown empty while it loads could be typed into and then overwritten. */
function LoadedForm({ children }: { children: ReactNode }) {
  const { isPending, error } = useEditContext()
  const translate = useTranslate()
  if (error) return <Alert severity="error">{translate('app.settings.loadFailed')}</Alert>
  if (isPending) return <Skeleton variant="rectangular" height={480} />
  return (
    <Form>
      <FormLeaveWarning />
      {children}
    </Form>
  )
}

export function GeneralTab() {
  const translate = useTranslate()
  const notify = useNotify()
  // A new 语言, 时区 or 网站名称 shows at once, for this staff member as for everyone who opens the back office next.
  const applyLanguage = useApplyLanguage()
  const enumLabel = useEnumLabel()
  return (
    <EditBase
      resource={RESOURCE}
      id={siteSettingsId}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (saved: RaRecord) => {
          applyLanguage(String(saved.language))
          applySiteDetails(saved)
          notify('app.settings.saved', { type: 'success' })
        },
        onError: () => notify('app.settings.saveFailed', { type: 'error' }),
      }}
    >
      <LoadedForm>
        <Section title={translate('app.settings.general.siteSection')}>
          <TextInput source="site_name" validate={required()} helperText="app.settings.general.siteNameHint" fullWidth />
          <TextInput source="site_description" multiline minRows={2} fullWidth />
          <TextInput source="notification_email" multiline validate={validateTeamAddresses} helperText="app.settings.general.notificationEmailHint" fullWidth />
          <Columns>
            <SelectInput source="language" choices={languageChoices} validate={required()} helperText="app.settings.general.languageHint" />
            <SelectInput
              source="timezone"
              choices={Object.keys(enums.timezones).map((id) => ({ id, name: `${enumLabel('timezoneNames', id)} (${id})` }))}
              translateChoice={false}
              validate={required()}
              helperText="app.settings.general.timezoneHint"
            />
          </Columns>
        </Section>
        <Section title={translate('app.settings.general.switchesSection')}>
          <BooleanInput source="notifications_enabled" helperText="app.settings.general.notificationsHint" />
          <BooleanInput source="registration_enabled" helperText="app.settings.general.registrationHint" />
          <BooleanInput source="maintenance_mode" helperText="app.settings.general.maintenanceHint" />
        </Section>
        <Section title={translate('app.settings.general.contactSection')}>
          <Columns>
            <TextInput source="contact_phone" />
            <TextInput source="contact_email" type="email" validate={email()} />
            <TextInput source="contact_address" />
            <TextInput source="working_hours" />
            <TextInput source="icp_number" />
            <TextInput source="police_number" />
          </Columns>
        </Section>
        <Section title={translate('app.settings.general.privacySection')}>
          <Columns>
            <NumberInput
              source="lead_retention_months"
              min={privacy.retentionMonths.min}
              max={privacy.retentionMonths.max}
              step={1}
              validate={within(privacy.retentionMonths)}
              helperText={translate('app.settings.general.retentionHint', privacy.retentionMonths)}
            />
            <NumberInput
              source="privacy_due_days"
              min={privacy.dueWorkingDays.min}
              max={privacy.dueWorkingDays.max}
              step={1}
              validate={within(privacy.dueWorkingDays)}
              helperText={translate('app.settings.general.dueDaysHint', privacy.dueWorkingDays)}
            />
          </Columns>
        </Section>
        <GeneralToolbar />
      </LoadedForm>
    </EditBase>
  )
}
