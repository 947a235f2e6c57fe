// The one lead form of every form type: debounced field checks, submit states, consent, honeypot,
// and the proof-of-work challenge solved while the visitor types (with a visible fallback). Served
// as plain inputs that take typing before its code runs; the form adopts what was typed.
import { css } from '@emotion/react'
import sharedMessages from '@shared/messages.json' with { type: 'json' }
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { storedAttribution } from '../data/attribution'
import { pb } from '../../lib/pocketbase'
import { useHydrated } from '../hooks/use-hydrated'
import { FORM_READY_ATTRIBUTE } from '../islands/on-interaction'
import { ContactDetails, contactBlock } from '../sections/contact-details'
import { colors, radii } from '../theme'
import { challengeMessages, challengePath, nearlyExpired, obtainSolution, type Challenge } from './lead-challenge'
import { consentPurposeByFormType, fieldSpecs, fieldsByFormType } from './lead-fields'
import { leadResolver, leadRules, type FormType, type LeadField, type LeadValues } from './lead-schema'
import { useRetryCountdown } from './retry-countdown'
import { submitLead, submitMessages } from './submit-lead'

/** Field checks wait for this pause in typing (spec: 300 ms). */
export const VALIDATION_DELAY_MS = 300

export interface LeadFormProps {
  formType: FormType
  /** Visible fields; defaults to the form type's own list. */
  fields?: readonly LeadField[]
  course?: { id: string; name: string }
  /** The consent box's purpose, when not the form type's own (a course page's offering says it). */
  consentPurpose?: string
  submitLabel?: string
  /** The prerender's markers on the submit button (a course's registration: the server fills staff's words). */
  submitMarks?: Record<string, string>
  /** Labels a field differently on this form (e.g. 详细需求 on the partner application). */
  labels?: Partial<Record<LeadField, string>>
  onSuccess?: () => void
}

type FormValues = Record<string, unknown>

const styles = {
  form: css({ margin: 0 }),
  fields: css({ display: 'grid', gap: '16px', minWidth: 0, margin: 0, padding: 0, border: 0 }),
  field: css({ display: 'grid', gap: '6px' }),
  label: css({ fontSize: '14px', fontWeight: 600, color: colors.ink }),
  required: css({ color: colors.danger, marginLeft: '2px' }),
  input: css({
    width: '100%',
    minHeight: '44px',
    padding: '10px 12px',
    border: `1px solid ${colors.line}`,
    borderRadius: radii.control,
    font: 'inherit',
    fontSize: '16px',
    color: colors.ink,
    background: colors.surface,
    '&:focus': { outline: `2px solid ${colors.brand}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: colors.danger },
  }),
  error: css({ fontSize: '13px', color: colors.danger }),
  counter: css({ fontSize: '12px', color: colors.muted, justifySelf: 'end' }),
  consent: css({ display: 'flex', gap: '8px', alignItems: 'flex-start', fontSize: '14px', color: colors.text, '& input': { width: '18px', height: '18px', marginTop: '3px', flexShrink: 0 } }),
  honeypot: css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }),
  button: css({
    minHeight: '48px',
    border: 0,
    borderRadius: radii.control,
    background: colors.brand,
    color: colors.onDark,
    fontSize: '16px',
    fontWeight: 600,
    cursor: 'pointer',
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  }),
  banner: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '12px 14px',
    borderRadius: radii.control,
    background: colors.dangerTint,
    color: colors.dangerText,
    fontSize: '14px',
  }),
  success: css({ textAlign: 'center', padding: '24px 8px', display: 'grid', gap: '12px', justifyItems: 'center' }),
  noScript: css({ display: 'grid', gap: '12px', fontSize: '15px', color: colors.text, '& p': { margin: 0 } }),
  challenge: css({ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'center', fontSize: '14px', color: colors.text }),
  challengeButton: css({
    minHeight: '44px',
    padding: '0 16px',
    border: `1px solid ${colors.brand}`,
    borderRadius: radii.control,
    background: colors.surface,
    color: colors.brand,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${colors.brand}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'progress' },
  }),
}

/** What the form says with JavaScript off: how to reach the company instead (the server fills the lines). */
const noScriptMessages = {
  needsScript: '在线提交需要浏览器启用 JavaScript。',
  reachUs: '您也可以直接联系我们：',
}

type ChallengeStatus = 'idle' | 'solving' | 'solved' | 'failed'
type Solution = { payload: string; challenge: Challenge }

const fetchChallenge = () => pb.send<Challenge>(challengePath, { method: 'GET', requestKey: null })

/**
 * The form's proof of work: started invisibly when the visitor first focuses the form, awaited on
 * submit if still running, and one solution per submission (the server refuses a second use).
 */
function useLeadChallenge() {
  const [status, setStatus] = useState<ChallengeStatus>('idle')
  const [progress, setProgress] = useState(0)
  const solution = useRef<Solution | null>(null)
  const running = useRef<Promise<Solution | null> | null>(null)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const run = useCallback((onProgress?: (percent: number) => void) => {
    if (running.current) return running.current
    const controller = new AbortController()
    abort.current = controller
    setStatus('solving')
    const attempt = obtainSolution(fetchChallenge, { signal: controller.signal, onProgress }).then((result) => {
      running.current = null
      solution.current = result
      if (!controller.signal.aborted) setStatus(result ? 'solved' : 'failed')
      return result
    })
    running.current = attempt
    return attempt
  }, [])

  const start = useCallback(() => {
    if (!solution.current && !running.current && status === 'idle') void run()
  }, [run, status])

  /** The fallback button: solve again, visibly. */
  const retry = useCallback(() => {
    setProgress(0)
    void run(setProgress)
  }, [run])

  /** The `altcha` field for one submission, solving first if needed; null when it cannot be solved. */
  const take = useCallback(async () => {
    if (solution.current && nearlyExpired(solution.current.challenge)) solution.current = null
    const ready = solution.current ?? (await run())
    solution.current = null
    if (ready) setStatus('idle')
    return ready?.payload ?? null
  }, [run])

  const fail = useCallback(() => setStatus('failed'), [])

  return { status, progress, start, retry, take, fail }
}

/** Whether the field must be filled on this form type (the rule set's own flag or its form type's list). */
export function isRequired(name: LeadField, formType: FormType): boolean {
  const field = leadRules.fields[name]
  const byType: Record<string, string[] | undefined> = leadRules.requiredByFormType
  return ('required' in field && field.required === true) || (byType[formType]?.includes(name) ?? false)
}

/** 请填写所有必填项 when a required field is empty, else 请检查并修正表单中的错误. */
export function invalidBanner(errors: FieldErrors): string {
  const requiredMessages = new Set(Object.values(leadRules.fields).map((field) => field.messages.required))
  const missing = Object.values(errors).some((error) => requiredMessages.has(String(error?.message)))
  return missing ? leadRules.messages.missingRequired : sharedMessages.invalidForm
}

export function LeadForm({ formType, fields = fieldsByFormType[formType], course, consentPurpose = consentPurposeByFormType[formType], submitLabel = '提交', submitMarks, labels = {}, onSuccess }: LeadFormProps) {
  const fixed: FormValues = { form_type: formType, course_id: course?.id ?? '', course_name: course?.name ?? '' }
  const defaults: FormValues = { ...fixed, consent: false, ...Object.fromEntries(fields.map((name) => [name, ''])) }
  const { register, handleSubmit, trigger, reset, setError, watch, getValues, formState } = useForm<FormValues, unknown, LeadValues>({
    resolver: leadResolver,
    // No default for what the visitor fills in: each field starts with what its served input holds
    // (react-hook-form reads the element when it registers it), so text typed before the form's
    // code arrived is kept. A new form's inputs are empty, the same as `defaults`.
    defaultValues: fixed,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const [state, setState] = useState<'filling' | 'verifying' | 'submitting' | 'success'>('filling')
  const challenge = useLeadChallenge()
  // Once the invisible check has failed, the fallback stays in view until a lead goes through.
  const [showFallback, setShowFallback] = useState(false)
  const [banner, setBanner] = useState<{ title: string; text: string } | null>(null)
  // After the per-address limit: the countdown to 重新提交 (what was typed stays in the form).
  const wait = useRetryCountdown()
  const [honeypot, setHoneypot] = useState('')
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const successPanel = useRef<HTMLDivElement>(null)
  // Marks the form as working, for the page entry holding an early submit (src/site/islands/on-interaction.ts).
  const hydrated = useHydrated()

  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), [])
  // The panel is shorter than the form it replaces: bring it into view instead of leaving the
  // visitor looking at whatever now sits where the form was.
  useEffect(() => {
    if (state === 'success') successPanel.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }, [state])

  const checkAfterPause = (name: string) => {
    clearTimeout(timers.current.get(name))
    timers.current.set(name, setTimeout(() => void trigger(name), VALIDATION_DELAY_MS))
  }

  // What the visitor filled in before the form's code arrived is checked as if typed just now.
  useEffect(() => {
    for (const name of [...fields, 'consent']) {
      const value = getValues(name)
      if (value !== '' && value !== false && value !== undefined) checkAfterPause(name)
    }
    // Once, for the fields as the form found them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const challengeFailed = () => {
    challenge.fail()
    setShowFallback(true)
    setBanner({ title: submitMessages.failureTitle, text: `${challengeMessages.failed}（${challengeMessages.fallbackHint}）` })
    setState('filling')
  }

  const onValid = async (values: LeadValues) => {
    setState('verifying')
    setBanner(null)
    wait.clear()
    const altcha = await challenge.take()
    if (altcha === null) return challengeFailed()
    setState('submitting')
    const outcome = await submitLead(pb.collection('form_submissions'), { ...values, consent: true }, { attribution: readAttribution(), honeypot, altcha })
    if (outcome.ok) {
      reset(defaults)
      setShowFallback(false)
      setState('success')
      onSuccess?.()
      return
    }
    // The challenge is not a field the visitor can correct: it gets the fallback, not a field error.
    const { [leadRules.challengeField]: challengeError, ...fieldErrors } = outcome.fieldErrors
    if (challengeError !== undefined && Object.keys(fieldErrors).length === 0) return challengeFailed()
    for (const [field, message] of Object.entries(fieldErrors)) setError(field, { message })
    setBanner({ title: submitMessages.failureTitle, text: outcome.banner })
    if (outcome.retryAfter !== undefined) wait.start(outcome.retryAfter)
    setState('filling')
  }
  // While refused by the limit the banner counts down, then says a retry can go.
  const waiting = wait.secondsLeft !== null && wait.secondsLeft > 0
  const bannerText =
    banner && wait.secondsLeft !== null ? (waiting ? submitMessages.tooManyWait(wait.secondsLeft) : submitMessages.canRetry) : banner?.text
  const idleLabel = wait.secondsLeft === null ? submitLabel : waiting ? submitMessages.retryIn(wait.secondsLeft) : submitMessages.retry

  if (state === 'success') {
    return (
      <div css={styles.success} role="status" ref={successPanel}>
        <strong css={{ fontSize: '20px', color: colors.ink }}>{submitMessages.success}</strong>
        <p>{submitMessages.successDetail}</p>
        <button type="button" css={styles.button} style={{ padding: '0 24px' }} onClick={() => setState('filling')}>
          再次提交
        </button>
      </div>
    )
  }

  const hasErrors = Object.keys(formState.errors).length > 0
  const message = watch('message')
  return (
    <form
      css={styles.form}
      noValidate
      // Without its code the form must never send the fields in a URL (a GET to this page).
      method="post"
      {...(hydrated ? { [FORM_READY_ATTRIBUTE]: '' } : {})}
      onFocus={challenge.start}
      onSubmit={handleSubmit(onValid, (errors) => setBanner({ title: submitMessages.failureTitle, text: invalidBanner(errors) }))}
    >
      <noscript>
        <style>{`[data-lead-fields]{display:none}`}</style>
        <div css={styles.noScript}>
          <p>{noScriptMessages.needsScript}</p>
          <div css={styles.noScript} {...contactBlock}>
            <p>{noScriptMessages.reachUs}</p>
            <ContactDetails settings={null} variant="page" />
          </div>
        </div>
      </noscript>
      <fieldset css={styles.fields} data-lead-fields="">
        {banner && (
          <div css={styles.banner} role="alert">
            <span>
              <strong>{banner.title}</strong>：{bannerText}
            </span>
            <button type="button" aria-label="关闭提示" onClick={() => setBanner(null)} css={{ background: 'none', border: 0, color: 'inherit', cursor: 'pointer' }}>
              ×
            </button>
          </div>
        )}
        {fields.map((name) => {
          const spec = fieldSpecs[name]
          if (!spec) return null
          const id = `lead-${formType}-${name}`
          const error = formState.errors[name]?.message
          const required = isRequired(name, formType)
          const registration = register(name, { onChange: () => checkAfterPause(name) })
          const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, ...registration }
          return (
            <div css={styles.field} key={name}>
              <label css={styles.label} htmlFor={id}>
                {labels[name] ?? spec.label}
                {required && <span css={styles.required} aria-hidden="true">*</span>}
              </label>
              {spec.input === 'textarea' ? (
                <textarea css={styles.input} rows={4} placeholder={spec.placeholder} {...common} />
              ) : spec.input === 'select' ? (
                <select css={styles.input} {...common}>
                  <option value="">请选择</option>
                  {spec.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input css={styles.input} type={spec.input} autoComplete={spec.autoComplete} placeholder={spec.placeholder} required={required} {...common} />
              )}
              {spec.input === 'textarea' && (
                <span css={styles.counter} aria-live="polite">
                  {String(message ?? '').length}/{leadRules.fields.message.max}
                </span>
              )}
              {error && (
                <span css={styles.error} id={`${id}-error`}>
                  {String(error)}
                </span>
              )}
            </div>
          )
        })}
        <div css={styles.honeypot} aria-hidden="true">
          <label htmlFor={`lead-${formType}-website`}>网站</label>
          <input id={`lead-${formType}-website`} name={leadRules.honeypotField} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </div>
        <div css={styles.field}>
          <label css={styles.consent}>
            <input type="checkbox" aria-required="true" {...register('consent', { onChange: () => checkAfterPause('consent') })} />
            <span>
              我已阅读并同意<a href="/legal/privacy">《隐私政策》</a>，同意贵司为{consentPurpose}处理我的个人信息
              <span css={styles.required} aria-hidden="true">
                *
              </span>
            </span>
          </label>
          {formState.errors.consent && <span css={styles.error}>{String(formState.errors.consent.message)}</span>}
        </div>
        {showFallback && (
          <div css={styles.challenge}>
            <button type="button" css={styles.challengeButton} onClick={challenge.retry} disabled={challenge.status === 'solving'} aria-describedby={`lead-${formType}-challenge`}>
              {challengeMessages.fallbackButton}
            </button>
            <span id={`lead-${formType}-challenge`} role="status">
              {challenge.status === 'solving'
                ? challengeMessages.progress.replace('{percent}', String(challenge.progress))
                : challenge.status === 'solved'
                  ? challengeMessages.passed
                  : challengeMessages.fallbackHint}
            </span>
          </div>
        )}
        <button type="submit" css={styles.button} disabled={hasErrors || waiting || state === 'verifying' || state === 'submitting'} {...submitMarks}>
          {state === 'verifying' ? challengeMessages.verifying : state === 'submitting' ? '提交中...' : idleLabel}
        </button>
      </fieldset>
    </form>
  )
}

function readAttribution() {
  try {
    return storedAttribution(window.sessionStorage)
  } catch {
    return null
  }
}
