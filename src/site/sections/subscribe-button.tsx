// 订阅更新 on the capabilities page: says, for now, that subscriptions are not open yet.
import { css } from '@emotion/react'
import { capabilities } from '../content/products'
import { island } from '../islands/island'
import { colors } from '../theme'

const subscribe = css({
  minHeight: '44px',
  padding: '10px 24px',
  borderRadius: '8px',
  border: `1px solid ${colors.brand}`,
  background: colors.surface,
  color: colors.brand,
  fontSize: '16px',
  fontWeight: 600,
  cursor: 'pointer',
})

function Button() {
  return (
    <button type="button" css={subscribe} onClick={() => window.alert(capabilities.subscribeAlert)}>
      {capabilities.subscribeCta}
    </button>
  )
}

export const SubscribeButton = island('subscribe-button', Button)
