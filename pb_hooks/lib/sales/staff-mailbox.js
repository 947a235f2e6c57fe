// A staff account's own mailbox, or '' for the <username>@staff.local stand-in an account without an e-mail
// gets (lib/staff/staff-accounts.js): nothing the sales desk sends may go there (a reminder, a reply's Reply-To).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { DEFAULT_EMAIL_DOMAIN } = require(`${__hooks}/lib/staff/staff-accounts.js`)

const STAND_IN = `@${DEFAULT_EMAIL_DOMAIN}`

/** @param {any} staff a staff record, or null */
function staffMailbox(staff) {
  const address = staff ? staff.getString('email') : ''
  return address && address.slice(-STAND_IN.length).toLowerCase() !== STAND_IN ? address : ''
}

module.exports = { staffMailbox }
