/// <reference path="../pb_data/types.d.ts" />
// The audit trail's own actions (pb_hooks/lib/records/audit.js): news published/unpublished and
// pinned/unpinned, slides and partners enabled/disabled. Listed here, not read from enums.json,
// so this step stays what it was when later steps add more.
const ACTIONS = ['published', 'unpublished', 'pinned', 'unpinned', 'enabled', 'disabled']

migrate(
  (app) => {
    const log = app.findCollectionByNameOrId('activity_log')
    const action = log.fields.getByName('action')
    action.values = [...action.values, ...ACTIONS.filter((value) => action.values.indexOf(value) < 0)]
    app.save(log)
  },
  (app) => {
    const log = app.findCollectionByNameOrId('activity_log')
    const action = log.fields.getByName('action')
    action.values = action.values.filter((value) => ACTIONS.indexOf(value) < 0)
    app.save(log)
  },
)
