// The partners screen: title and subtitle, 添加合作伙伴, the cards in display order (1, 2 or 3 columns),
// the empty state, and the modal that adds or edits one partner.
import AddIcon from '@mui/icons-material/Add'
import { Box, Button, CircularProgress, Typography } from '@mui/material'
import { useState } from 'react'
import { ListBase, Title, useListContext, useTranslate, type RaRecord } from 'react-admin'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { PartnerCard } from './partner-card'
import { PartnerDialog } from './partner-dialog'

/** Every partner on one page: the programme has tens of them, not thousands. */
const ALL_PARTNERS = 500

/** The modal's state: closed, adding, or editing one partner. */
type Modal = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; partner: RaRecord }

function PartnerGrid({ onEdit }: { onEdit: (partner: RaRecord) => void }) {
  const { data, isPending, error } = useListContext()
  const translate = useTranslate()
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    )
  }
  if (error) {
    return (
      <Typography color="error" sx={{ py: 4, textAlign: 'center' }}>
        {translate('ra.message.error')}
      </Typography>
    )
  }
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 8, textAlign: 'center' }} data-testid="partners-empty">
        {translate('resources.isv-partners.empty')}
      </Typography>
    )
  }
  return (
    <Box
      component="ul"
      aria-label={translate('resources.isv-partners.name')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {data.map((partner) => (
        <PartnerCard key={partner.id} partner={partner} onEdit={() => onEdit(partner)} />
      ))}
    </Box>
  )
}

function PartnerScreen() {
  const translate = useTranslate()
  const { total, isPending } = useListContext()
  const [modal, setModal] = useState<Modal>({ mode: 'closed' })
  useRealtimeRefresh('isv-partners')
  const close = () => setModal({ mode: 'closed' })
  return (
    <Box sx={{ py: 2 }}>
      <Title title="resources.isv-partners.name" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('resources.isv-partners.name')}
          </Typography>
          <Typography color="text.secondary">{translate('resources.isv-partners.subtitle')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ mode: 'create' })} disabled={isPending}>
          {translate('resources.isv-partners.add')}
        </Button>
      </Box>
      <PartnerGrid onEdit={(partner) => setModal({ mode: 'edit', partner })} />
      {modal.mode !== 'closed' && (
        <PartnerDialog
          // A fresh form for every opening: closing or saving leaves nothing behind.
          key={modal.mode === 'edit' ? modal.partner.id : 'create'}
          partner={modal.mode === 'edit' ? modal.partner : undefined}
          partnerCount={total ?? 0}
          onClose={close}
        />
      )}
    </Box>
  )
}

export function PartnerList() {
  return (
    <ListBase
      resource="isv-partners"
      sort={{ field: 'order_index,created', order: 'ASC' }}
      perPage={ALL_PARTNERS}
      disableSyncWithLocation
    >
      <PartnerScreen />
    </ListBase>
  )
}
