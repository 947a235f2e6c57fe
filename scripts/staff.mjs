#!/usr/bin/env node
// `npm run staff -- <username> [email] [--role admin|sales|editor]`: create a staff account or reset its password,
// read from a hidden prompt or STAFF_PASSWORD, and set its role (a new account without one is an admin).
// `npm run staff -- --clear-ip-allowlist`: empty the back office IP allowlist (when it shuts every staff member out).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { baseArgs, dirs, ensurePocketBase, root, runPocketBase } from './lib/pocketbase.mjs'
import { checkStaffPassword, GENERATED_VARIABLE, PASSWORD_VARIABLE, ROLE_VARIABLE, staffRoles } from './lib/staff-password.mjs'

const CLEAR_IP_ALLOWLIST = '--clear-ip-allowlist'
const ROLE_OPTION = '--role'

const messages = {
  usage: `用法: npm run staff -- <用户名> [邮箱] [${ROLE_OPTION} admin|sales|editor]（密码按提示输入两次，或通过环境变量 ${PASSWORD_VARIABLE} 提供）`,
  invalidRole: `角色必须是 ${Object.entries(staffRoles)
    .map(([role, label]) => `${role}（${label}）`)
    .join('、')} 之一`,
  clearUsage: `清空后台访问IP白名单时不需要其他参数: npm run staff -- ${CLEAR_IP_ALLOWLIST}`,
  passwordInArgs: `密码不能写在命令行中：运行 npm run staff -- <用户名> [邮箱] 后按提示输入，或通过环境变量 ${PASSWORD_VARIABLE} 提供`,
  noTerminal: `无法提示输入密码（不是交互式终端）：请通过环境变量 ${PASSWORD_VARIABLE} 提供`,
  prompt: '新密码：',
  promptAgain: '再次输入新密码：',
  mismatch: '两次输入的密码不一致',
  cancelled: '已取消',
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** Reads one line from the terminal without echoing it. Ctrl-C cancels. */
function readHidden(question) {
  return new Promise((resolveLine) => {
    const { stdin, stdout } = process
    // Echo off before the question shows: an answer typed (or pasted) at once is never displayed.
    stdin.setRawMode(true)
    stdout.write(question)
    stdin.resume()
    stdin.setEncoding('utf8')
    let line = ''
    const done = (value) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.removeListener('data', onData)
      stdout.write('\n')
      resolveLine(value)
    }
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done(line)
        if (char === '\u0003') {
          done('')
          fail(messages.cancelled)
        }
        if (char === '\u007f' || char === '\b') line = [...line].slice(0, -1).join('')
        else if (char >= ' ') line += char
      }
    }
    stdin.on('data', onData)
  })
}

/**
 * Runs `pocketbase <command...>` on the data dir (migrated first) and prints its one line; exits 1 with
 * its message when it refuses. `env` carries the password, never the arguments.
 */
async function runStaffCommand(commandArgs, env = process.env) {
  const { bin } = await ensurePocketBase({ log: console.log })
  const folders = { dataDir: resolve(root, process.env.PB_DATA || 'pb_data'), publicDir: dirs.public }
  try {
    runPocketBase(bin, ['migrate', 'up'], folders)
  } catch (error) {
    fail(error.message)
  }
  const result = spawnSync(bin, [...commandArgs, ...baseArgs(folders), '--hooksWatch=false', '--automigrate=false'], { encoding: 'utf8', env })
  // console.error in PocketBase's JSVM prefixes a log timestamp; the person at the terminal needs only the message.
  const refusal = result.stderr.replace(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} /gm, '').trim()
  if (result.status !== 0) fail(refusal || `pocketbase ${commandArgs[0]} failed (exit ${result.status})`)
  process.stdout.write(result.stdout)
}

/** `--role sales` or `--role=sales` taken out of the arguments: [the rest, the role or '']. */
function takeRole(argv) {
  const rest = []
  let role = ''
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === ROLE_OPTION) role = argv[++i] ?? ' '
    else if (argv[i].startsWith(`${ROLE_OPTION}=`)) role = argv[i].slice(ROLE_OPTION.length + 1) || ' '
    else rest.push(argv[i])
  }
  return [rest, role]
}

const [args, role] = takeRole(process.argv.slice(2))
if (role && !Object.hasOwn(staffRoles, role)) fail(messages.invalidRole)
if (args.includes(CLEAR_IP_ALLOWLIST)) {
  if (args.length !== 1) fail(messages.clearUsage)
  await runStaffCommand(['clear-ip-allowlist'])
  process.exit(0)
}
const [username, email] = args
// The old form was `<username> <password> [email]`: anything in the e-mail's place without an @ is a password.
if (args.length > 2 || (email && !email.includes('@'))) fail(messages.passwordInArgs)
if (!username) fail(messages.usage)

let password = process.env[PASSWORD_VARIABLE]
if (!password) {
  if (!process.stdin.isTTY) fail(messages.noTerminal)
  password = await readHidden(messages.prompt)
  const weak = checkStaffPassword(password)
  if (weak) fail(weak)
  if ((await readHidden(messages.promptAgain)) !== password) fail(messages.mismatch)
}
const weak = checkStaffPassword(password)
if (weak) fail(weak)

// The password travels in the child's environment, never in its arguments.
// A password typed here is the operator's own: the account is no longer flagged as generated.
await runStaffCommand(['staff', username, ...(email ? [email] : [])], { ...process.env, [PASSWORD_VARIABLE]: password, [GENERATED_VARIABLE]: '', [ROLE_VARIABLE]: role })
