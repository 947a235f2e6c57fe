// The slide create screen's title names what is made (新建轮播图), not the menu entry (轮播图管理).
import { render, screen } from '@testing-library/react'
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { CarouselCreate } from '../../src/admin/resources/carousels/carousel-create'

const i18nProvider = createI18nProvider(catalogues)

describe('slide create screen', () => {
  it('is titled 新建轮播图', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        {/* Where react-admin's app bar shows a screen's title. */}
        <div id="react-admin-title" />
        <ResourceContextProvider value="carousels">
          <CarouselCreate />
        </ResourceContextProvider>
      </AdminContext>,
    )
    const title = document.getElementById('react-admin-title')!
    await screen.findAllByText('新建轮播图')
    expect(title.textContent).toBe('新建轮播图')
  })
})
