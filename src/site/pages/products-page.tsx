// The products hub: the course centre and the capability resources, each with a way to talk to us.
import { css } from '@emotion/react'
import { productCards, productLines, productsContact } from '../content/products'
import { pageSectionMarks, pageTextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { pageTextKeys, textTemplate } from '../content/text-keys'
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

function ProductPoint({ text, marks }: { text: string; marks: ItemMarks }) {
  return <li {...marks.text(lineKey, text)} />
}

export default function ProductsPage({ route }: PageProps) {
  // The texts are staff's (页面管理): marked for the server; each product line's words by position, its icon and link the design's.
  const texts = pageTextSlots
  return (
    <Page meta={route}>
      <SlideCarousel pageId="products" heading={route.title} />
      <Section id="product-lines" title={productLines.title} lead={productLines.lead} marks={pageSectionMarks('lines')}>
        <div css={grid}>
          {productCards.map((product, index) => (
            <article key={product.id} css={card}>
              <span css={icon}>
                <Icon name={product.icon} size={30} />
              </span>
              <h3 css={cardTitle} {...texts.text(`product_${index + 1}_title`)}>
                {product.title}
              </h3>
              <p {...texts.text(`product_${index + 1}_summary`)}>{product.summary}</p>
              <ul css={list} {...texts.list(`product_${index + 1}_points`)}>
                {product.points.map((point) => (
                  <ProductPoint key={point} text={point} marks={liveItem} />
                ))}
              </ul>
              <div css={actions}>
                <ButtonLink to={product.path} marks={texts.text(`product_${index + 1}_cta`)}>
                  {product.cta}
                </ButtonLink>
                <ButtonLink to={productsContact.path} variant="secondary" marks={texts.text('contact_cta')}>
                  {productsContact.cta}
                </ButtonLink>
              </div>
            </article>
          ))}
        </div>
        <ItemTemplate name={textTemplate(pageTextKeys.productPoints)}>
          <ProductPoint text="" marks={templateItem} />
        </ItemTemplate>
      </Section>
      <Section id="products-contact" tone="alt" centred title={productsContact.title} lead={productsContact.lead} marks={pageSectionMarks('contact')}>
        <div css={{ textAlign: 'center' }}>
          <ButtonLink to={productsContact.path} marks={texts.text('contact_cta')}>
            {productsContact.cta}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  )
}
