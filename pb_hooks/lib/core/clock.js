// The server's now for what waits on the calendar (follow-up reminders, a task's completion): the machine's
// clock, or, when PB_TEST_CLOCK_FILE names a file (set only by the api tests' throwaway servers), the time
// written in it, so a test moves the day forward and runs the minute's jobs without waiting for it.

const VARIABLE = 'PB_TEST_CLOCK_FILE'

/** Now: the machine's clock, or the test's (an ISO time in the named file; a missing or unreadable one is ignored). */
function now() {
  const file = ($os.getenv(VARIABLE) || '').trim()
  if (file) {
    try {
      const ms = Date.parse(toString($os.readFile(file)).trim())
      if (ms > 0) return new Date(ms)
    } catch (_) {
      // No file (yet): the machine's clock.
    }
  }
  return new Date()
}

module.exports = { VARIABLE, now }
