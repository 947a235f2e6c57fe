// The page served with status 404 for any unknown path.
import { css } from '@emotion/react'
import { notFoundPage } from '../content/status-pages'
import { Page } from '../layout/page'
import { PageHeader } from '../sections/page-header'
import { colors, radii } from '../theme'

const links = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '28px' })

const link = css({
  padding: '10px 22px',
  borderRadius: radii.control,
  background: colors.brand,
  color: colors.onDark,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.brandDark },
})

export default function NotFoundPage() {
  return (
    <Page meta={{ title: notFoundPage.title, description: notFoundPage.description }} name="not-found">
      <PageHeader title={notFoundPage.title} lead={notFoundPage.lead}>
        <div css={links}>
          {notFoundPage.links.map((item) => (
            <a key={item.path} href={item.path} css={link}>
              {item.label}
            </a>
          ))}
        </div>
      </PageHeader>
    </Page>
  )
}
