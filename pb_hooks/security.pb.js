/// <reference path="jsvm.d.ts" />
// 安全设置: staff password changes checked in Chinese, two-step sign-in switched by staff, and the back office
// IP allowlist enforced on staff sign-in and on every request with a staff token (lib/staff/staff-security.js).

// Password sign-in is guarded in staff-auth.pb.js, in the same handler as the lockout: PocketBase loads
// hook files in no fixed order, and a refused address must be answered before the lockout counts it.
onRecordRequestOTPRequest((e) => require(`${__hooks}/lib/staff/staff-security.js`).guardStaffSignIn(e), 'staff')
onRecordAuthWithOTPRequest((e) => require(`${__hooks}/lib/staff/staff-security.js`).guardStaffSignIn(e), 'staff')
onRecordAuthRequest((e) => require(`${__hooks}/lib/staff/staff-security.js`).guardStaffSignIn(e), 'staff')
onMailerRecordOTPSend((e) => require(`${__hooks}/lib/staff/staff-security.js`).nameOtpMail(e), 'staff')

// After PocketBase has read the token (its auth middleware runs at a negative priority).
routerUse((e) => require(`${__hooks}/lib/staff/staff-security.js`).refuseStaffOutsideAllowlist(e))

onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff/staff-security.js`).guardStaffUpdate(e), 'staff')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff/staff-security.js`).guardAllowlistSave(e), 'site_settings')

routerAdd('GET', '/api/admin/security', (e) => require(`${__hooks}/lib/staff/staff-security.js`).securityRequest(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/admin/security/mfa', (e) => require(`${__hooks}/lib/staff/staff-security.js`).setMfaRequest(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/staff/mfa-email', (e) => require(`${__hooks}/lib/staff/staff-security.js`).mfaEmailRequest(e))
