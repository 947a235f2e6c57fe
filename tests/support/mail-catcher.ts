// A real SMTP server on loopback that stores every message it receives as a JSON file.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  from: string
  to: string[]
  raw: string
}

/** An SMTP reply refusing a recipient, e.g. `{code: 550, message: '5.1.1 mailbox unavailable'}`. */
export interface SmtpRefusal {
  code: number
  message: string
}

export interface MailCatcherOptions {
  /** Answer each message only after a random wait in [min, max] ms, like a slow mail server. */
  delayMs?: { min: number; max: number }
  /** The reply to RCPT TO for an address to refuse (undefined: accepted), asked at each recipient. */
  refuse?: (address: string) => SmtpRefusal | undefined
}

export async function startMailCatcher(
  dir: string,
  port = 0,
  { delayMs, refuse }: MailCatcherOptions = {},
): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address)
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        count += 1
        writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`), JSON.stringify(mail))
        if (!delayMs) return callback()
        setTimeout(() => callback(), delayMs.min + Math.random() * (delayMs.max - delayMs.min))
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  return { port: typeof address === 'object' && address ? address.port : port, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Every message caught so far, oldest first. */
export function readMails(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaughtMail)
}

/** The Subject header of a raw message, with RFC 2047 encoded words decoded. */
export function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return header.replace(/\r\n[ \t]/g, '').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  )
}
