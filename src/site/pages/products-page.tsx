// The products hub: the course centre and the capability resources, each with a way to talk to us.
import { css } from '@emotion/react'
import { productCards, productsContact } from '../content/products'
import { Page, type PageProps } from '../layout/page'
import { SlideCarousel } from '../sections/slide-carousel/slide-carousel'
import { ButtonLink } from '../ui/button-link'
import { Icon } from '../ui/icons'
import { Section } from '../ui/section'
import { colors, media, radii, shadows } from '../theme'

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '28px', [media.narrow]: { gridTemplateColumns: '1fr' } })

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '36px',
  borderRadius: radii.card,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  boxShadow: shadows.card,
  [media.narrow]: { padding: '24px' },
})

const icon = css({ width: '56px', height: '56px', borderRadius: '14px', display: 'flex', alignItems: 'center', justifyContent: 'center', background: colors.brandTint, color: colors.brand })
const cardTitle = css({ color: colors.ink, fontSize: '24px', fontWeight: 700 })
const list = css({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px', flex: 1 })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '8px' })

export default function ProductsPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <SlideCarousel pageId="products" heading={route.title} />
      <Section id="product-lines" title="两条产品线" lead="系统化的课程帮助企业建立共识、落地项目；能力资源让方法在课后持续复用。">
        <div css={grid}>
          {productCards.map((product) => (
            <article key={product.id} css={card}>
              <span css={icon}>
                <Icon name={product.icon} size={30} />
              </span>
              <h3 css={cardTitle}>{product.title}</h3>
              <p>{product.summary}</p>
              <ul css={list}>
                {product.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <div css={actions}>
                <ButtonLink to={product.path}>{product.cta}</ButtonLink>
                <ButtonLink to={productsContact.path} variant="secondary">
                  {productsContact.cta}
                </ButtonLink>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="products-contact" tone="alt" centred title={productsContact.title} lead={productsContact.lead}>
        <div css={{ textAlign: 'center' }}>
          <ButtonLink to={productsContact.path}>{productsContact.cta}</ButtonLink>
        </div>
      </Section>
    </Page>
  )
}
