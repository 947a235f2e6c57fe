// The lead form: debounced field checks, banners, submitting, success and failure states, the
// proof-of-work challenge and its visible fallback.
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ClientResponseError } from 'pocketbase'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../src/lib/pocketbase'
import { replyWithinHours } from '../../src/site/content/figures'
import { encodePayload } from '../../src/site/forms/lead-challenge'
import { LeadForm, VALIDATION_DELAY_MS } from '../../src/site/forms/lead-form'
import { largestChallenge, largestChallengeNumber } from '../support/lead-challenges'

/** altcha-lib v1 createChallenge({hmacKey: 'fixture-secret', number: 37, maxnumber: 100, salt}) */
const easyChallenge = {
  algorithm: 'SHA-256',
  challenge: 'c0a5d820c4e1a0372dc87cdf5d53634ed43c0f798b8a5925d0ce0a275ac23a92',
  maxnumber: 100,
  salt: '0123456789abcdef01234567?expires=4102444800&',
  signature: '0bf3eca65d7e989f4316711cade33f110ead39ea24be4d10b91509c4a80f0c71',
}
const easyPayload = encodePayload(easyChallenge, 37)
/** GET /api/lead-challenge answered by `answer` (the easy challenge by default). */
function mockChallenge(answer: () => Promise<unknown> = async () => easyChallenge) {
  return vi.spyOn(pb, 'send').mockImplementation(answer as unknown as typeof pb.send)
}

function mockCreate(answer: (body: Record<string, unknown>) => Promise<unknown>) {
  if (!vi.isMockFunction(pb.send)) mockChallenge()
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
    // Time moves only when the test moves it (events instead of userEvent, whose own waits would
    // need it to move by itself, and with it a busy machine's delays).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderForm()
    fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '张' } })
    await act(async () => vi.advanceTimersByTime(VALIDATION_DELAY_MS - 50))
    expect(screen.queryByText('姓名至少2个字符')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(100))
    expect(screen.getByText('姓名至少2个字符')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled()
    fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '张三' } })
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

  it('words the consent for what each form is for, and marks it required', () => {
    const consent = () => screen.getByRole('checkbox')
    const wording = {
      consultation: '同意贵司为回复本次咨询处理我的个人信息',
      contact: '同意贵司为回复本次留言处理我的个人信息',
      course_registration: '同意贵司为办理本次课程报名处理我的个人信息',
      partner_application: '同意贵司为审核本次合作申请处理我的个人信息',
    } as const
    for (const [formType, text] of Object.entries(wording)) {
      const { unmount } = render(<LeadForm formType={formType as keyof typeof wording} />)
      const label = consent().closest('label')!
      expect(label).toHaveTextContent(`我已阅读并同意《隐私政策》，${text}*`)
      expect(consent()).toHaveAttribute('aria-required', 'true')
      expect(label.querySelector('[aria-hidden="true"]')).toHaveTextContent('*')
      unmount()
    }
  })

  it('says 请检查并修正表单中的错误 when the fields are filled but wrong', async () => {
    // Submitted before the fields' own checks after a pause (time stands still: on a busy machine
    // typing alone can outlast the pause, and a field error disables 提交). Events instead of
    // userEvent, whose waits would stand still too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderForm()
    fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '张三' } })
    fireEvent.change(screen.getByLabelText(/邮箱/), { target: { value: 'x@10minutemail.com' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    await act(async () => {})
    expect(screen.getByRole('alert')).toHaveTextContent('请检查并修正表单中的错误')
    expect(screen.getByText('请使用有效的邮箱地址')).toBeInTheDocument()
  })

  it('submits the lead as typed, shows the success panel and starts afresh on 再次提交', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const create = mockCreate(() => new Promise<void>((resolve) => (finish = resolve)))
    renderForm({ formType: 'course_registration', course: { id: 'strategy', name: 'AI 战略班' } })
    await fillValid(user)
    // Brackets stay: the server stores what the visitor typed and every output escapes it.
    await user.type(screen.getByLabelText(/留言内容/), '预算<50万，参训人数>30人')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('button', { name: '提交中...' })).toBeDisabled()
    await act(async () => finish())
    expect(await screen.findByText('提交成功！')).toBeInTheDocument()
    expect(screen.getByText(`我们已收到您的信息，将在${replyWithinHours}小时内与您联系。`)).toBeInTheDocument()
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        form_type: 'course_registration',
        course_id: 'strategy',
        course_name: 'AI 战略班',
        name: '张三',
        email: 'zhangsan@example.com',
        message: '预算<50万，参训人数>30人',
        consent: true,
        website: '',
        altcha: easyPayload,
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

  it('keeps what was typed when the per-address limit refuses it, counts the wait down and then offers 重新提交', async () => {
    // The countdown's clock and ticks move only when the test moves them, however long the steps
    // before take; the form's other timeouts (and userEvent's) stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const user = userEvent.setup()
    const create = mockCreate(() => Promise.reject(new ClientResponseError({ status: 429, response: { message: '提交过于频繁，请稍后再试', data: {} } })))
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：提交过于频繁，请在60秒后重试')
    expect(screen.getByRole('button', { name: '重新提交（60秒）' })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(15_000))
    expect(screen.getByRole('alert')).toHaveTextContent('提交过于频繁，请在45秒后重试')
    expect(screen.getByRole('button', { name: '重新提交（45秒）' })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(45_000))
    expect(screen.getByRole('alert')).toHaveTextContent('提交失败：现在可以重新提交了，您填写的内容都还在')
    expect(screen.getByLabelText(/姓名/)).toHaveValue('张三')

    create.mockImplementation((async () => ({ id: 'lead1' })) as never)
    await user.click(screen.getByRole('button', { name: '重新提交' }))
    expect(await screen.findByText('提交成功！')).toBeInTheDocument()
    expect(create).toHaveBeenCalledTimes(2)
    expect(create.mock.calls[1]![0]).toMatchObject({ name: '张三', email: 'zhangsan@example.com' })
  })

  it('solves the challenge once the visitor starts filling in, and says 正在进行安全验证... if submit has to wait', async () => {
    const user = userEvent.setup()
    let serve: () => void = () => undefined
    const send = mockChallenge(() => new Promise((resolve) => (serve = () => resolve(easyChallenge))))
    const create = mockCreate(async () => ({}))
    renderForm()
    expect(send).not.toHaveBeenCalled()
    await fillValid(user)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('/api/lead-challenge', expect.objectContaining({ method: 'GET' }))
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('button', { name: '正在进行安全验证...' })).toBeDisabled()
    expect(create).not.toHaveBeenCalled()
    await act(async () => serve())
    expect(await screen.findByText('提交成功！')).toBeInTheDocument()
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ altcha: easyPayload }))
  })

  it('offers 我不是机器人 when the invisible check fails, shows its progress, then submits', async () => {
    const user = userEvent.setup()
    mockChallenge(() => Promise.reject(new ClientResponseError({ status: 0 })))
    const create = mockCreate(async () => ({}))
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：人机验证失败，请刷新页面后重试（请点击“我不是机器人”完成安全验证后再提交）')
    expect(create).not.toHaveBeenCalled()
    const fallback = screen.getByRole('button', { name: '我不是机器人' })
    expect(fallback).toHaveAccessibleDescription('请点击“我不是机器人”完成安全验证后再提交')
    // The largest challenge the server issues: many slices, so the fallback has progress to show.
    mockChallenge(async () => largestChallenge)
    await user.click(fallback)
    expect(await screen.findByText(/^正在验证，已完成 [1-9]\d?%$/)).toHaveAttribute('role', 'status')
    expect(await screen.findByText('安全验证已通过，请再次点击提交')).toHaveAttribute('role', 'status')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('提交成功！')).toBeInTheDocument()
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ altcha: encodePayload(largestChallenge, largestChallengeNumber) }))
  })

  it('turns the server refusing the challenge into the fallback, not a field error that blocks 提交', async () => {
    const user = userEvent.setup()
    mockCreate(() =>
      Promise.reject(
        new ClientResponseError({
          status: 400,
          response: { message: '请检查并修正表单中的错误', data: { altcha: { code: 'validation_challenge_replayed', message: '人机验证失败，请刷新页面后重试' } } },
        }),
      ),
    )
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('人机验证失败，请刷新页面后重试')
    expect(screen.getByRole('button', { name: '我不是机器人' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled()
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
