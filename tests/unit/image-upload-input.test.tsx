// The image uploader's own size limit (admin spec §5): a larger file is refused with 文件大小不能超过{n}MB,
// n being the uploader's configured maximum (the site's 5 MB unless a form sets another); its remove
// button is 移除图片, not 删除 like the button that deletes the whole record.
import { fireEvent, render, screen } from '@testing-library/react'
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { StaffNotification } from '../../src/admin/layout/staff-notification'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { imageMaxMb } from '../../src/admin/ui/image-checks'
import { ImageUploadInput } from '../../src/admin/ui/image-upload-input'

const i18nProvider = createI18nProvider(catalogues)
const MB = 1024 * 1024

function renderUploader(maxSizeMb?: number) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="news">
        <Form>
          <ImageUploadInput source="image" label="封面图片" maxSizeMb={maxSizeMb} />
        </Form>
      </ResourceContextProvider>
      <StaffNotification />
    </AdminContext>,
  )
  return screen.getByLabelText('封面图片', { selector: 'input' })
}

function png(bytes: number, name = 'big.png') {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

describe('image uploader', () => {
  it('refuses a file over the site’s 5 MB with its own message and says the limit in the drop zone', async () => {
    expect(imageMaxMb).toBe(5)
    const input = renderUploader()
    expect(screen.getByText('拖放图片到此处，或点击选择（JPG、PNG、WebP、GIF，5MB 以内）')).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [png(5 * MB + 1)] } })
    expect(await screen.findByText('文件大小不能超过5MB')).toBeInTheDocument()
  })

  it('uses the limit the form configures', async () => {
    const input = renderUploader(2)
    expect(screen.getByText('拖放图片到此处，或点击选择（JPG、PNG、WebP、GIF，2MB 以内）')).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [png(3 * MB)] } })
    expect(await screen.findByText('文件大小不能超过2MB')).toBeInTheDocument()
  })

  it('refuses a file of another type with the type message, whatever its size', async () => {
    const input = renderUploader()
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(6 * MB)], 'a.bmp', { type: 'image/bmp' })] } })
    expect(await screen.findByText('不支持的文件格式，请上传 JPG、PNG、WebP 或 GIF 图片')).toBeInTheDocument()
  })

  it('names the remove button 移除图片', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
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
