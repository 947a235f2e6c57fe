// Our console commands (`pocketbase staff`, `seed-demo`, ...): how they are added, and how they answer
// (one line on stdout, or the error on stderr with exit code 1).

/**
 * Runs a command's logic and prints its one-line result to stdout, or its error to stderr with exit
 * code 1. PocketBase exits 0 whatever a command returns; console.log would prefix a timestamp, and
 * cmd.errOrStderr() is PocketBase's coloured writer, which ends up on stdout.
 * @param {cobra.Command} cmd
 * @param {() => string} task
 */
function runConsoleCommand(cmd, task) {
  let line
  try {
    line = task()
  } catch (err) {
    const error = /** @type {{message?: string} | undefined} */ (err)
    console.error(error && error.message ? error.message : err)
    $os.exit(1)
  }
  cmd.outOrStdout().write(`${line}\n`)
}

/**
 * Adds `command` to PocketBase's console (`pocketbase <use>`); its root command is always there when
 * hooks load, optional only in its declarations.
 * @param {cobra.Command} command
 */
function addConsoleCommand(command) {
  /** @type {cobra.Command} */ ($app.rootCmd).addCommand(command)
}

module.exports = { addConsoleCommand, runConsoleCommand }
