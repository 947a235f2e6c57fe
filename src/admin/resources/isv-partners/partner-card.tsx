// One partner as a card: logo, name, field, display order, two lines of description, the first two
// achievements, every tag, the 启用/停用 switch (it sends only `active`), 编辑 and 删除.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Switch, Tooltip, Typography } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDelete, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { CARD_ACHIEVEMENTS, cleanList } from './partner-form'

function ActiveSwitch({ partner }: { partner: RaRecord }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const active = partner.active === true
  const label = translate(active ? 'resources.isv-partners.status.disable' : 'resources.isv-partners.status.enable')
  const toggle = () =>
    update(
      'isv-partners',
      // Only `active` differs from previousData, so only `active` is sent.
      { id: partner.id, data: { active: !active }, previousData: partner },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(active ? 'resources.isv-partners.notify.disabled' : 'resources.isv-partners.notify.enabled', { type: 'success' }),
        onError: () => notify('resources.isv-partners.notify.toggleFailed', { type: 'error' }),
      },
    )
  return (
    <Tooltip title={label} describeChild>
      <Switch checked={active} onChange={toggle} disabled={isPending} slotProps={{ input: { 'aria-label': label } }} />
    </Tooltip>
  )
}

function DeleteButton({ partner }: { partner: RaRecord }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const startToast = useActionToast()
  const [remove, { isPending }] = useDelete()
  const confirm = () => {
    const toast = startToast('resources.isv-partners.notify.deleting')
    // Asked first, then deleted at once (the server writes its audit row with the delete): 合作伙伴删除成功！
    return remove(
      'isv-partners',
      { id: partner.id, previousData: partner },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          toast.success('resources.isv-partners.notify.deleted')
        },
        onError: () => {
          setOpen(false)
          toast.error('resources.isv-partners.notify.deleteFailed')
        },
      },
    )
  }
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.isv-partners.delete.title"
        content="resources.isv-partners.delete.confirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

export function PartnerCard({ partner, onEdit }: { partner: RaRecord; onEdit: () => void }) {
  const translate = useTranslate()
  const active = partner.active === true
  const achievements = cleanList(partner.achievements, Number.MAX_SAFE_INTEGER).slice(0, CARD_ACHIEVEMENTS)
  const tags = cleanList(partner.tags, Number.MAX_SAFE_INTEGER)
  const name = String(partner.name ?? '')
  const logo = partner.logo as { src?: string } | null
  return (
    <Card
      component="li"
      variant="outlined"
      data-partner={partner.id}
      data-active={active}
      // Dimmed while inactive: a grey card and a faded logo; the text keeps its contrast (WCAG AA).
      sx={{ display: 'flex', flexDirection: 'column', bgcolor: active ? 'background.paper' : 'grey.100', borderStyle: active ? 'solid' : 'dashed' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            src={logo?.src}
            alt={translate('resources.isv-partners.card.logoAlt', { name })}
            sx={{
              width: 56,
              height: 56,
              fontSize: 24,
              bgcolor: active ? 'primary.main' : 'grey.600',
              '& img': active ? {} : { opacity: 0.45, filter: 'grayscale(1)' },
            }}
          >
            {name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {partner.field}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.isv-partners.card.order', { order: partner.order_index ?? '' })}
            </Typography>
          </Box>
          <ActiveSwitch partner={partner} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {partner.description}
        </Typography>
        {achievements.length > 0 && (
          <Box component="ul" aria-label={translate('resources.isv-partners.fields.achievements')} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {achievements.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </Box>
        )}
        {tags.length > 0 && (
          <Box component="ul" aria-label={translate('resources.isv-partners.fields.tags')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {tags.map((tag, i) => (
              <li key={i}>
                <Chip size="small" label={tag} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
          {translate('ra.action.edit')}
        </Button>
        <DeleteButton partner={partner} />
      </CardActions>
    </Card>
  )
}
