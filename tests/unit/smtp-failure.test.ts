// @vitest-environment node
// How the outbox reads an SMTP failure (pb_hooks/lib/mail/smtp-failure.js): which refusals end a mail
// at once and the Chinese reason the mail log shows. The real server's 550 and 451 through the
// outbox: tests/api/outbox.test.ts.
import { describe, expect, it } from 'vitest'
import smtpFailure from '@hooks/mail/smtp-failure.js'
import messages from '../../pb_hooks/lib/shared/messages.json'

const { classifySmtpFailure } = smtpFailure
const text = messages.smtpFailure
const says = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!)

describe('classifySmtpFailure', () => {
  it('ends a mail refused for good, however the Go error quotes the reply', () => {
    for (const error of ['GoError: 550 5.1.1 mailbox unavailable', 'GoError: 550 "5.1.1 mailbox unavailable"', new Error('550 5.1.1 mailbox unavailable')]) {
      expect(classifySmtpFailure(error)).toEqual({ permanent: true, reason: says(text.noMailbox, { reply: '550 5.1.1 mailbox unavailable' }) })
    }
    expect(classifySmtpFailure('GoError: 552 5.2.2 mailbox full')).toEqual({ permanent: true, reason: says(text.mailboxFull, { reply: '552 5.2.2 mailbox full' }) })
    expect(classifySmtpFailure('GoError: 554 5.7.1 message rejected as spam')).toEqual({
      permanent: true,
      reason: says(text.refused, { reply: '554 5.7.1 message rejected as spam' }),
    })
  })

  it('keeps retrying what may pass later: a 4xx reply, our own failed login, no reply at all', () => {
    expect(classifySmtpFailure('GoError: 451 4.3.0 try again later')).toEqual({ permanent: false, reason: says(text.deferred, { reply: '451 4.3.0 try again later' }) })
    expect(classifySmtpFailure('GoError: 535 5.7.8 authentication failed')).toEqual({
      permanent: false,
      reason: says(text.login, { reply: '535 5.7.8 authentication failed' }),
    })
    // A port in the text is no reply code.
    const refused = 'dial tcp 127.0.0.1:465: connect: connection refused'
    expect(classifySmtpFailure(`GoError: ${refused}`)).toEqual({ permanent: false, reason: says(text.unreachable, { detail: refused }) })
  })
})
