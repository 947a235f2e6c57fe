/// <reference path="../pb_data/types.d.ts" />
// Staff sign-in: a lockout per account after repeated wrong passwords; sessions last 24 h from sign-in, never refreshed.

onRecordAuthWithPasswordRequest((e) => require(`${__hooks}/lib/staff-lockout.js`).guardPasswordSignIn(e), 'staff')

onRecordAuthRefreshRequest((e) => require(`${__hooks}/lib/staff-lockout.js`).refuseRefresh(e), 'staff')
