// The lead form: debounced field checks, banners, submitting, success and failure states.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ClientResponseError } from 'pocketbase'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../src/lib/pocketbase'
import { LeadForm, VALIDATION_DELAY_MS } from '../../src/site/forms/lead-form'

function mockCreate(answer: (body: Record<string, unknown>) => Promise<unknown>) {
  const service = pb.collection('form_submissions')
  const create = vi.spyOn(service, 'create').mockImplementation(answer as unknown as typeof service.create)
  vi.spyOn(pb, 'collection').mockReturnValue(service)
  return create
}

function renderForm(props: Partial<Parameters<typeof LeadForm>[0]> = {}) {
  render(
    <MemoryRouter>
      <LeadForm formType="consultation" {...props} />
    </MemoryRouter>,
  )
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/姓名/), '张三')
  await user.type(screen.getByLabelText(/邮箱/), 'zhangsan@example.com')
  await user.click(screen.getByRole('checkbox'))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('lead form', () => {
  it('shows a field error only after a 300 ms pause in typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    await user.type(screen.getByLabelText(/姓名/), '张')
    await act(async () => vi.advanceTimersByTime(VALIDATION_DELAY_MS - 50))
    expect(screen.queryByText('姓名至少2个字符')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(100))
    expect(await screen.findByText('姓名至少2个字符')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled()
    await user.type(screen.getByLabelText(/姓名/), '三')
    await act(async () => vi.advanceTimersByTime(VALIDATION_DELAY_MS + 10))
    expect(screen.queryByText('姓名至少2个字符')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled()
  })

  it('checks every field on submit and asks for the required ones', async () => {
    const user = userEvent.setup()
    const create = mockCreate(async () => ({}))
    renderForm()
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：请填写所有必填项')
    expect(screen.getByText('请输入姓名')).toBeInTheDocument()
    expect(screen.getByText('请输入邮箱')).toBeInTheDocument()
    expect(screen.getByText('请阅读并同意隐私政策')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it('says 请检查并修正表单中的错误 when the fields are filled but wrong', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText(/姓名/), '张三')
    await user.type(screen.getByLabelText(/邮箱/), 'x@10minutemail.com')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('请检查并修正表单中的错误')
    expect(screen.getByText('请使用有效的邮箱地址')).toBeInTheDocument()
  })

  it('submits the sanitised lead, shows the success panel and starts afresh on 再次提交', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const create = mockCreate(() => new Promise<void>((resolve) => (finish = resolve)))
    renderForm({ formType: 'course_registration', course: { id: 'strategy', name: 'AI 战略班' } })
    await fillValid(user)
    await user.type(screen.getByLabelText(/留言内容/), '<b>你好</b>')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('button', { name: '提交中...' })).toBeDisabled()
    await act(async () => finish())
    expect(await screen.findByText('提交成功！')).toBeInTheDocument()
    expect(screen.getByText('我们已收到您的信息，将在24小时内与您联系。')).toBeInTheDocument()
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        form_type: 'course_registration',
        course_id: 'strategy',
        course_name: 'AI 战略班',
        name: '张三',
        email: 'zhangsan@example.com',
        message: 'b你好/b',
        consent: true,
        website: '',
      }),
    )
    await user.click(screen.getByRole('button', { name: '再次提交' }))
    expect(screen.getByLabelText(/姓名/)).toHaveValue('')
  })

  it('shows the server message in a dismissible 提交失败 banner and keeps what was typed', async () => {
    const user = userEvent.setup()
    mockCreate(() =>
      Promise.reject(new ClientResponseError({ status: 400, response: { message: '课程报名暂未开放，请通过免费咨询联系我们', data: {} } })),
    )
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：课程报名暂未开放，请通过免费咨询联系我们')
    expect(screen.getByLabelText(/姓名/)).toHaveValue('张三')
    await user.click(screen.getByRole('button', { name: '关闭提示' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the partner application fields with the starred ones required', () => {
    renderForm({ formType: 'partner_application' })
    for (const label of ['公司名称', '姓名', '职位', '手机号码', '邮箱']) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${label}*`)
    }
    expect(screen.getByLabelText('企业规模')).toBeInTheDocument()
    expect(screen.getByLabelText('所属行业')).toBeInTheDocument()
  })
})
