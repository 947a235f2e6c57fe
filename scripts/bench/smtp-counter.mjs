// A loopback SMTP server for load runs: counts accepted messages per recipient, optionally slowly.
import { SMTPServer } from 'smtp-server'

/**
 * `delayMs` holds each message's final answer back, like a slow mail server. A message counts as
 * received once its whole content has arrived (before that answer): a real server would deliver it
 * even if the sender died while waiting for the answer. `onAccepted(to)` runs at that moment.
 * Returns `{port, counts, total(), stop()}`; `counts` maps a recipient to how often it was reached.
 */
export async function startSmtpCounter({ port = 0, delayMs = 0, onAccepted = () => {} } = {}) {
  const counts = new Map()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) counts.set(rcpt.address.toLowerCase(), (counts.get(rcpt.address.toLowerCase()) ?? 0) + 1)
        onAccepted(session.envelope.rcptTo.map((r) => r.address))
        if (delayMs > 0) setTimeout(() => done(), delayMs)
        else done()
      })
      stream.resume()
    },
  })
  await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return {
    port: smtp.server.address().port,
    counts,
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    stop: () => new Promise((resolve) => smtp.close(resolve)),
  }
}
