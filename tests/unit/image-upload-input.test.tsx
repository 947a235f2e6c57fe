// The image input's remove button is 移除图片, not 删除 like the button that deletes the whole record.
import { render, screen } from '@testing-library/react'
import { AdminContext, Form, ResourceContextProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { ImageUploadInput } from '../../src/admin/ui/image-upload-input'

describe('ImageUploadInput', () => {
  it('names the remove button 移除图片', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider(catalogues)}>
        <ResourceContextProvider value="news">
          <Form record={{ id: 'n1', image: { src: 'data:image/png;base64,iVBORw0KGgo=', title: 'cover.png' } }}>
            <ImageUploadInput source="image" label="封面图" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    )
    expect(await screen.findByRole('button', { name: '移除图片' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })
})
