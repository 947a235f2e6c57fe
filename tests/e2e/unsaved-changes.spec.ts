// Leaving a changed form asks first (部分修改尚未保存，确定要放弃吗？): 取消 keeps the work where it was,
// 确定 leaves; an untouched form leaves without a question. The news and slide forms, and a settings tab.
import type { Dialog, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

const QUESTION = '部分修改尚未保存，确定要放弃吗？'

/** Answers the next browser question with `accept`, returning its text. */
function answerNextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('menuitem', { name: item }).click()
}

test.describe('unsaved changes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('a new article typed and not saved is asked about before leaving', async ({ page, consoleProblems }) => {
    await page.goto('/admin/news/create')
    // An untouched form leaves at once.
    await openFromMenu(page, '表单数据')
    await expect(page).toHaveURL(/\/admin\/forms/)

    await page.goto('/admin/news/create')
    const title = page.getByRole('textbox', { name: /^标题/ })
    await title.fill('还没保存的文章')
    let question = answerNextQuestion(page, false)
    await openFromMenu(page, '表单数据')
    expect(await question).toBe(QUESTION)
    await expect(page).toHaveURL(/\/admin\/news\/create$/)
    await expect(title).toHaveValue('还没保存的文章')

    question = answerNextQuestion(page, true)
    await openFromMenu(page, '表单数据')
    expect(await question).toBe(QUESTION)
    await expect(page).toHaveURL(/\/admin\/forms/)
    expect(consoleProblems).toEqual([])
  })

  test('an opened slide and article left untouched leave without a question', async ({ page, baseURL, consoleProblems }) => {
    const operator = await operatorClient(baseURL)
    const slide = await operator.collection('carousels').getFirstListItem('button_link != ""')
    const article = await operator.collection('news').getFirstListItem('content ~ "<p"')
    const questions: string[] = []
    page.on('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`/admin/carousels/${slide.id}`)
    await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue(slide.title)
    await openFromMenu(page, '新闻管理')
    await expect(page).toHaveURL(/\/admin\/news/)
    await page.goto(`/admin/news/${article.id}`)
    await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue(article.title)
    await expect(page.locator('.ProseMirror')).not.toBeEmpty()
    await openFromMenu(page, '表单数据')
    await expect(page).toHaveURL(/\/admin\/forms/)
    expect(questions).toEqual([])
    expect(consoleProblems).toEqual([])
  })

  test('a slide being edited is asked about before leaving', async ({ page, consoleProblems }) => {
    await page.goto('/admin/carousels/create')
    const title = page.getByRole('textbox', { name: /^标题/ })
    await title.fill('还没保存的轮播图')
    const question = answerNextQuestion(page, false)
    await openFromMenu(page, '新闻管理')
    expect(await question).toBe(QUESTION)
    await expect(page).toHaveURL(/\/admin\/carousels\/create$/)
    await expect(title).toHaveValue('还没保存的轮播图')
    expect(consoleProblems).toEqual([])
  })

  test('a changed settings tab is asked about before another tab opens', async ({ page, consoleProblems }) => {
    await page.goto('/admin/settings')
    const siteName = page.getByRole('textbox', { name: /^网站名称/ })
    await expect(siteName).not.toHaveValue('')
    await siteName.fill('还没保存的名称')
    const question = answerNextQuestion(page, false)
    await page.getByRole('tab', { name: '邮件设置' }).click()
    expect(await question).toBe(QUESTION)
    await expect(page.getByRole('tab', { name: '基本设置' })).toHaveAttribute('aria-selected', 'true')
    await expect(siteName).toHaveValue('还没保存的名称')
    expect(consoleProblems).toEqual([])
  })
})
