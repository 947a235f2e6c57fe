/// <reference path="jsvm.d.ts" />
// Staff sign-in: a lockout per account after repeated wrong passwords; sessions last 24 h from sign-in, never refreshed,
// and a realtime connection ends with its token; no password reset, verification or e-mail change by mail. Superusers
// get the same lockout.

// One handler, allowlist first (lib/staff/staff-security.js): PocketBase loads hook files in no fixed order, and
// a sign-in from a refused address must neither hash the password nor count towards the lockout.
onRecordAuthWithPasswordRequest(
  (e) =>
    require(`${__hooks}/lib/staff/staff-security.js`).guardStaffSignIn(e, () =>
      require(`${__hooks}/lib/staff/staff-lockout.js`).guardPasswordSignIn(e),
    ),
  'staff',
)

onRecordAuthRefreshRequest((e) => require(`${__hooks}/lib/staff/staff-lockout.js`).refuseRefresh(e), 'staff')

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
