// A real SMTP server on loopback that stores every message it receives as a JSON file.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  from: string
  to: string[]
  raw: string
}

export async function startMailCatcher(dir: string, port = 0): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
        callback()
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
