/// <reference path="jsvm.d.ts" />
// Console commands: `STAFF_PASSWORD=… pocketbase staff ...`, `pocketbase clear-ip-allowlist` and `pocketbase seed-demo ...`;
// the logic lives in lib/.

/**
 * Runs a command's logic and prints its one-line result to stdout, or its error to stderr with exit
 * code 1. PocketBase exits 0 whatever a command returns; console.log would prefix a timestamp, and
 * cmd.errOrStderr() is PocketBase's coloured writer, which ends up on stdout.
 */
/** PocketBase's root command: always there when hooks load, optional only in its declarations. */
const rootCmd = /** @type {cobra.Command} */ ($app.rootCmd)

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

rootCmd.addCommand(
  new Command({
    use: 'staff <username> [email]',
    short: '创建员工账号，或重置已有员工账号的密码（密码取自环境变量 STAFF_PASSWORD）',
    run: (cmd, args) =>
      runConsoleCommand(cmd, () => {
        const staff = require(`${__hooks}/lib/staff/staff-accounts.js`)
        return staff.upsertStaff($app, args, $os.getenv(staff.PASSWORD_VARIABLE), $os.getenv(staff.GENERATED_VARIABLE) === '1')
      }),
  }),
)

rootCmd.addCommand(
  new Command({
    use: 'clear-ip-allowlist',
    short: '清空后台访问IP白名单（白名单把所有员工挡在门外时使用）',
    run: (cmd) => runConsoleCommand(cmd, () => require(`${__hooks}/lib/staff/staff-security.js`).clearIpAllowlist($app)),
  }),
)

rootCmd.addCommand(
  new Command({
    use: 'seed-demo <dir>',
    short: '数据库没有任何轮播图、合作伙伴和新闻时，导入 <dir>/content.json 中的演示内容',
    run: (cmd, args) => runConsoleCommand(cmd, () => require(`${__hooks}/lib/records/demo-seed.js`).seedDemo($app, args)),
  }),
)
