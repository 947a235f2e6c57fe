/// <reference path="jsvm.d.ts" />
// Staff accounts and sign-in (lib/staff/): a lockout per account after repeated wrong passwords, sessions of
// 24 h from sign-in that are never refreshed (a realtime connection ends with its token), no password reset,
// verification or e-mail change by mail; 员工管理 (accounts, roles, one-time passwords, disabling: what a
// role may do is the roles table, lib/core/roles.js); 安全设置's password change and two-step sign-in; the
// back office IP allowlist on sign-in and on every request with a staff token; the `staff` and
// `clear-ip-allowlist` console commands.

// One handler, allowlist first: a sign-in from a refused address must neither hash the password nor count
// towards the lockout.
onRecordAuthWithPasswordRequest(
  (e) =>
    require(`${__hooks}/lib/staff/ip-allowlist.js`).guardStaffSignIn(e, () =>
      require(`${__hooks}/lib/staff/staff-lockout.js`).guardPasswordSignIn(e),
    ),
  'staff',
)
onRecordRequestOTPRequest((e) => require(`${__hooks}/lib/staff/ip-allowlist.js`).guardStaffSignIn(e), 'staff')
onRecordAuthWithOTPRequest((e) => require(`${__hooks}/lib/staff/ip-allowlist.js`).guardStaffSignIn(e), 'staff')
onRecordAuthRequest((e) => require(`${__hooks}/lib/staff/ip-allowlist.js`).guardStaffSignIn(e), 'staff')
// A disabled account is refused before this by the collection's auth rule; a sign-in that went through is stamped.
onRecordAuthRequest((e) => require(`${__hooks}/lib/staff/staff-admin.js`).stampSignIn(e), 'staff')

// After PocketBase has read the token (its auth middleware runs at a negative priority).
routerUse((e) => require(`${__hooks}/lib/staff/ip-allowlist.js`).refuseStaffOutsideAllowlist(e))
// An account on a one-time password changes it before anything else.
routerUse((e) => require(`${__hooks}/lib/staff/staff-admin.js`).refuseUntilPasswordChanged(e))

onRecordAuthRefreshRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseRefresh(e), 'staff')

// Superusers get the same lockout.
onRecordAuthWithPasswordRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).guardPasswordSignIn(e), '_superusers')

onRecordRequestPasswordResetRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).ignoreMailRequest(e), 'staff')
onRecordRequestVerificationRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).ignoreMailRequest(e), 'staff')
onRecordConfirmPasswordResetRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseMailFlow(e), 'staff')
onRecordConfirmVerificationRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseMailFlow(e), 'staff')
onRecordRequestEmailChangeRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseMailFlow(e), 'staff')
onRecordConfirmEmailChangeRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseMailFlow(e), 'staff')

// PocketBase checks a realtime client's token only when it subscribes: the connection ends when that token expires.
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/staff/staff-sessions.js`).rememberTokenExpiry(e))
onRealtimeMessageSend((e) => require(`${__hooks}/lib/staff/staff-sessions.js`).endExpiredConnection(e))

// Switching two-step sign-in on (安全设置 or the operators' dashboard) ends every staff session.
onCollectionUpdateExecute((e) => require(`${__hooks}/lib/staff/staff-sessions.js`).endSessionsWhenMfaSwitchedOn(e), 'staff')

// 员工管理: accounts added with a one-time password, roles and status changed, accounts deleted, passwords
// reset by admins (each with its audit row); a disabled account or a new role ends the account's sessions.
onRecordCreate((e) => require(`${__hooks}/lib/staff/staff-admin.js`).defaultsOnCreate(e), 'staff')
onRecordCreateRequest((e) => require(`${__hooks}/lib/staff/staff-admin.js`).createStaffRequest(e), 'staff')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff/staff-admin.js`).guardAccountChange(e), 'staff')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/staff/staff-admin.js`).deleteStaffRequest(e), 'staff')
onRecordUpdate((e) => require(`${__hooks}/lib/staff/staff-admin.js`).endSessionsOnChange(e), 'staff')
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/staff/staff-sessions.js`).endSessionsOf(e.app, e.record, false)
  e.next()
}, 'staff')
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/staff/staff-sessions.js`).endSessionsOf(e.app, e.record, true)
  e.next()
}, 'staff')
routerAdd('POST', '/api/admin/staff/{id}/password', (e) => require(`${__hooks}/lib/staff/staff-admin.js`).resetPasswordRequest(e), $apis.requireAuth('staff', '_superusers'))

// 安全设置: a password change checked in Chinese, two-step sign-in switched by staff, the code mail named.
onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff/password-change.js`).guardStaffUpdate(e), 'staff')
onMailerRecordOTPSend((e) => require(`${__hooks}/lib/staff/two-step.js`).nameOtpMail(e), 'staff')
routerAdd('GET', '/api/admin/security', (e) => require(`${__hooks}/lib/staff/two-step.js`).securityRequest(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/admin/security/mfa', (e) => require(`${__hooks}/lib/staff/two-step.js`).setMfaRequest(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/staff/mfa-email', (e) => require(`${__hooks}/lib/staff/two-step.js`).mfaEmailRequest(e))

// `STAFF_PASSWORD=… [STAFF_ROLE=…] pocketbase staff <username> [email]` (npm run staff) and `pocketbase clear-ip-allowlist`.
require(`${__hooks}/lib/core/console-command.js`).addConsoleCommand(
  new Command({
    use: 'staff <username> [email]',
    short: '创建员工账号，或重置已有员工账号的密码（密码取自环境变量 STAFF_PASSWORD，角色取自 STAFF_ROLE）',
    run: (cmd, args) =>
      require(`${__hooks}/lib/core/console-command.js`).runConsoleCommand(cmd, () => {
        const staff = require(`${__hooks}/lib/staff/staff-accounts.js`)
        return staff.upsertStaff($app, args, $os.getenv(staff.PASSWORD_VARIABLE), $os.getenv(staff.GENERATED_VARIABLE) === '1', $os.getenv(staff.ROLE_VARIABLE))
      }),
  }),
)
require(`${__hooks}/lib/core/console-command.js`).addConsoleCommand(
  new Command({
    use: 'clear-ip-allowlist',
    short: '清空后台访问IP白名单（白名单把所有员工挡在门外时使用）',
    run: (cmd) => require(`${__hooks}/lib/core/console-command.js`).runConsoleCommand(cmd, () => require(`${__hooks}/lib/staff/ip-allowlist.js`).clearIpAllowlist($app)),
  }),
)
