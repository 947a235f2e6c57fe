// A lead's page: everything the visitor sent and where they came from, its mails, possible duplicates,
// the pipeline, and a timeline with notes; follow-ups, a reply by mail and the person's contact.
import { Box, Card, CardContent, CardHeader } from '@mui/material'
import { useId, type ReactNode } from 'react'
import {
  ListButton,
  Show,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { useEnumLabel } from '../../providers/enum-labels'
import { Email } from '../../ui/email'
import { FactList } from '../../ui/fact-list'
import { LeadContactPanel } from '../contacts/lead-contact-panel'
import { LeadReplyPanel } from '../reply-templates/lead-reply-panel'
import { LeadTasksPanel } from '../tasks/lead-tasks-panel'
import { LeadDeleteButton } from './lead-delete-buttons'
import { LeadDuplicates } from './lead-duplicates'
import { LeadMails } from './lead-mails'
import { LeadTimeline } from './lead-timeline'
import { LeadWorkBar } from './lead-work-bar'
import { useOpenAtTop } from './open-at-top'

/** A part of the lead's page, a region named by its heading (screen readers list them; the page has two 负责人). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate()
  const heading = useId()
  return (
    <Card variant="outlined" component="section" aria-labelledby={heading}>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'h6', component: 'h2', id: heading } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  )
}

const field = (name: string) => `resources.forms.fields.${name}`

function LeadDetails() {
  const lead = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  if (!lead) return null
  const course = lead.course_name || lead.course_id
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Panel title="app.forms.show.submitted">
          <LeadWorkBar />
          <FactList
            empty={translate('app.forms.show.empty')}
            facts={[
              [field('created'), staffDateTime(lead.created)],
              [field('form_type'), enumLabel('formTypes', lead.form_type)],
              [field('email'), <Email key="email" address={lead.email} />],
              [field('phone'), lead.phone],
              [field('company'), lead.company],
              [field('position'), lead.position],
              [field('company_size'), lead.company_size],
              [field('industry'), lead.industry],
              [field('course'), course],
              [field('message'), lead.message],
              // The version the server recorded when the visitor accepted (leads from before it was recorded have none).
              [
                field('consent'),
                !lead.consent
                  ? translate('app.forms.show.consentMissing')
                  : lead.privacy_version
                    ? translate('app.forms.show.consentGivenVersion', { version: lead.privacy_version })
                    : translate('app.forms.show.consentGiven'),
              ],
            ]}
          />
        </Panel>
        <Panel title="app.forms.show.source">
          <FactList
            empty={translate('app.forms.show.empty')}
            facts={[
              [field('source'), lead.source],
              [field('form_path'), lead.form_path],
              [field('landing_path'), lead.landing_path],
              [field('form_path'), lead.form_path],
              [field('referrer'), lead.referrer],
              [field('utm_source'), lead.utm_source],
              [field('utm_medium'), lead.utm_medium],
              [field('utm_campaign'), lead.utm_campaign],
              [field('first_landing_path'), lead.first_landing_path],
              [field('first_referrer'), lead.first_referrer],
              [field('first_utm_source'), lead.first_utm_source],
              [field('first_utm_medium'), lead.first_utm_medium],
              [field('first_utm_campaign'), lead.first_utm_campaign],
              [field('ip_address'), lead.ip_address],
              [field('user_agent'), lead.user_agent],
            ]}
          />
        </Panel>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* The sales desk's panels (follow-ups, replies, the person), each self-contained. */}
        <Panel title="app.tasks.panel.title">
          <LeadTasksPanel lead={lead} />
        </Panel>
        <Panel title="app.replies.panel.title">
          <LeadReplyPanel lead={lead} />
        </Panel>
        <Panel title="app.forms.show.timeline">
          <LeadTimeline lead={lead} />
        </Panel>
        <Panel title="app.contacts.panel.title">
          <LeadContactPanel lead={lead} />
        </Panel>
        <Panel title="app.forms.show.duplicates">
          <LeadDuplicates lead={lead} />
        </Panel>
        <Panel title="app.forms.show.mails">
          <LeadMails leadId={lead.id} />
        </Panel>
      </Box>
    </Box>
  )
}

function LeadShowActions() {
  return (
    <TopToolbar>
      <ListButton />
      <LeadDeleteButton />
    </TopToolbar>
  )
}

export function FormShow() {
  useOpenAtTop()
  // Status changes, notes and mail deliveries by anyone show up here without a reload.
  useRealtimeRefresh('activity')
  useRealtimeRefresh('outbox')
  return (
    <Show actions={<LeadShowActions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}>
      <LeadDetails />
    </Show>
  )
}
