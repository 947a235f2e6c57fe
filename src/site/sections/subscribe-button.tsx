// 订阅更新 on the capabilities page: says, for now, that subscriptions are not open yet. Plain HTML:
// ../ui/alert-buttons.ts shows the message.
import { css } from '@emotion/react'
import { capabilities } from '../content/products'
import { colors, radii } from '../theme'
import { ALERT_ATTRIBUTE } from '../ui/alert-buttons'

const subscribe = css({
  minHeight: '44px',
  padding: '10px 24px',
  borderRadius: radii.control,
  border: `1px solid ${colors.brand}`,
  background: colors.surface,
  color: colors.brand,
  fontSize: '16px',
  fontWeight: 600,
  cursor: 'pointer',
})

export function SubscribeButton() {
  const alert = { [ALERT_ATTRIBUTE]: capabilities.subscribeAlert }
  return (
    <button type="button" css={subscribe} {...alert}>
      {capabilities.subscribeCta}
    </button>
  )
}
