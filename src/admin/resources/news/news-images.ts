// Images in an article body: uploading one (checked in the browser like every upload, checked again by the
// server) gives its address on this site; images of other sites are found so staff can be told to upload them.
import { useCallback } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { imageFileProblem } from '../../ui/image-checks'
import { isOurImage } from './news-editor-extensions'

/** The public address of a body image: the only kind of <img> the article sanitiser keeps. */
export function newsImageSrc(record: { id: string; file: string }): string {
  return `/api/files/news_images/${encodeURIComponent(record.id)}/${encodeURIComponent(record.file)}`
}

/** How many <img> in `html` are not our body images (another site's, data:, any other file). */
export function countForeignImages(html: string): number {
  if (!html.includes('<img')) return 0
  const template = document.createElement('template')
  template.innerHTML = html
  return Array.from(template.content.querySelectorAll('img')).filter((img) => !isOurImage(img.getAttribute('src'))).length
}

/** Uploads an image file as a body image: its address, or null after telling staff why not. */
export function useNewsImageUpload() {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  return useCallback(
    async (file: File): Promise<string | null> => {
      const problem = await imageFileProblem(file)
      if (problem) {
        notify(problem, { type: 'error' })
        return null
      }
      try {
        const { data } = await dataProvider.create('news-images', { data: { file: { rawFile: file, title: file.name } } })
        notify('app.upload.succeeded', { type: 'success' })
        return newsImageSrc({ id: String(data.id), file: String(data.file) })
      } catch (failure) {
        const message = (failure as { body?: { errors?: { file?: string } } })?.body?.errors?.file
        notify(message ?? 'app.upload.failed', { type: 'error' })
        return null
      }
    },
    [dataProvider, notify],
  )
}
