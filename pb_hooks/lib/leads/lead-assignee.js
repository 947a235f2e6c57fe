// Who a lead can be assigned to: every staff member's id and username (staff otherwise see only
// their own record), for the leads desk's 负责人 choice.

/** `GET /api/admin/staff/names`: `[{id, username}]` by username. */
function staffNames(e) {
  const rows = e.app.findRecordsByFilter('staff', "id != ''", 'username', 0, 0)
  return e.json(200, rows.map((row) => ({ id: row.id, username: row.getString('username') })))
}

module.exports = { staffNames }
