/// <reference path="jsvm.d.ts" />
// Staff sign-in: a lockout per account after repeated wrong passwords; sessions last 24 h from sign-in, never refreshed.

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
