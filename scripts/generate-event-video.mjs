#!/usr/bin/env node
// @ts-check
// Generates the partner programme's event-highlights clip (public/assets/video/guanghe-highlights.webm)
// and its poster: frames drawn on a canvas in Debian's Chromium and recorded with MediaRecorder,
// so the project ships a real video without downloads or ffmpeg. Rerun after changing the captions.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const outDir = fileURLToPath(new URL('../public/assets/video/', import.meta.url))
const captions = ['光合行动 · 伙伴大会', '技术赋能 · 云上适配', '商业赋能 · 联合方案', '市场赋能 · 共拓客户']

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
})
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } })
  await page.setContent('<canvas width="640" height="360" style="display:block"></canvas>')
  /* global document, MediaRecorder, requestAnimationFrame -- this callback runs inside Chromium */
  const bytes = await page.evaluate(async (lines) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('canvas'))
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
    const seconds = 8
    const draw = (/** @type {number} */ t) => {
      const g = ctx.createLinearGradient(0, 0, 640, 360)
      g.addColorStop(0, '#1e3a8a')
      g.addColorStop(0.5 + 0.3 * Math.sin(t / 2), '#2563eb')
      g.addColorStop(1, '#7c3aed')
      ctx.fillStyle = g
      ctx.fillRect(0, 0, 640, 360)
      for (let i = 0; i < 14; i++) {
        const x = (i * 97 + t * 40 * (1 + (i % 3))) % 760 - 60
        const y = 40 + ((i * 53) % 280) + 12 * Math.sin(t + i)
        ctx.beginPath()
        ctx.arc(x, y, 6 + (i % 4) * 5, 0, Math.PI * 2)
        ctx.fillStyle = `rgba(255,255,255,${0.08 + (i % 5) * 0.03})`
        ctx.fill()
      }
      const line = lines[Math.floor(t / (seconds / lines.length)) % lines.length]
      const phase = (t % (seconds / lines.length)) / (seconds / lines.length)
      ctx.globalAlpha = Math.min(1, phase * 4, (1 - phase) * 4)
      ctx.fillStyle = '#ffffff'
      ctx.font = 'bold 40px "Noto Sans CJK SC", sans-serif'
      ctx.textAlign = 'center'
      ctx.fillText(line, 320, 190)
      ctx.font = '18px "Noto Sans CJK SC", sans-serif'
      ctx.fillText('AI 企业转型学院 · 活动集锦', 320, 232)
      ctx.globalAlpha = 1
    }
    draw(0)
    const poster = canvas.toDataURL('image/webp', 0.8)
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 300_000 })
    const chunks = /** @type {Blob[]} */ ([])
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const done = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    const start = performance.now()
    await new Promise((resolve) => {
      const tick = () => {
        const t = (performance.now() - start) / 1000
        draw(t)
        if (t < seconds) requestAnimationFrame(tick)
        else resolve(undefined)
      }
      requestAnimationFrame(tick)
    })
    recorder.stop()
    await done
    const video = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    return { video: Array.from(video), poster }
  }, captions)
  await writeFile(join(outDir, 'guanghe-highlights.webm'), Buffer.from(bytes.video))
  await writeFile(join(outDir, 'guanghe-highlights-poster.webp'), Buffer.from(bytes.poster.split(',')[1], 'base64'))
  console.log(`▸ ${outDir}guanghe-highlights.webm (${bytes.video.length} bytes) and its poster`)
} finally {
  await browser.close()
}
