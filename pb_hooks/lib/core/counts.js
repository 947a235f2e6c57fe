// Counts of a table's rows per value of one column, from one GROUP BY (the leads desk's and the
// outbox's status figures).

/** Counts per value of `column` in `table` (both fixed names of ours, never request input). */
function countBy(app, table, column) {
  const rows = arrayOf(new DynamicModel({ value: '', n: 0 }))
  app
    .db()
    .newQuery(`SELECT [[${column}]] AS value, COUNT(*) AS n FROM {{${table}}} GROUP BY [[${column}]]`)
    .all(rows)
  const counts = {}
  rows.forEach((row) => {
    counts[row.value] = row.n
  })
  return counts
}

module.exports = { countBy }
