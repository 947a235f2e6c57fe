// The heading of a milestone and of a value card: the two lists of the about page look alike.
import { css } from '@emotion/react'
import { colors } from '../../theme'

export const itemTitle = css({ color: colors.ink, fontSize: '18px', fontWeight: 700, margin: '4px 0' })
