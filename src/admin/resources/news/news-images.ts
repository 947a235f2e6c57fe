// Images in an article body: uploading one (shrunk to the body's largest size and checked in the browser
// like every upload, checked again by the server) gives its address on this site and the size it shows at;
// images of other sites are found so staff can be told to upload them.
import { useCallback } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import newsImages from '@shared/news-images.json' with { type: 'json' }
import { imageFileProblem } from '../../ui/image-checks'
import { preparePhoto } from '../../ui/photo-upload'
import { isOurImage } from './news-editor-extensions'

/** The attributes of an uploaded body image's <img>: width and height only when the browser read them. */
export interface UploadedImage {
  src: string
  alt: string
  width?: number
  height?: number
}

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

/**
 * Uploads an image file as a body image: its <img> attributes, or null after telling staff why not. A
 * photo larger than the body needs is shrunk first, so a phone photo over the size limit goes up too.
 */
export function useNewsImageUpload() {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  return useCallback(
    async (chosen: File): Promise<UploadedImage | null> => {
      const { file, width, height } = await preparePhoto(chosen, newsImages.uploadMaxEdge)
      const problem = await imageFileProblem(file)
      if (problem) {
        notify(problem, { type: 'error' })
        return null
      }
      try {
        const { data } = await dataProvider.create('news-images', { data: { file: { rawFile: file, title: file.name } } })
        notify('app.upload.succeeded', { type: 'success' })
        const src = newsImageSrc({ id: String(data.id), file: String(data.file) })
        return width !== null && height !== null ? { src, alt: '', width, height } : { src, alt: '' }
      } catch (failure) {
        const message = (failure as { body?: { errors?: { file?: string } } })?.body?.errors?.file
        notify(message ?? 'app.upload.failed', { type: 'error' })
        return null
      }
    },
    [dataProvider, notify],
  )
}
