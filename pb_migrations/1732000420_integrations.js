/// <reference path="../pb_data/types.d.ts" />
// Reach in China (issue 42), with the values of the day (2026-11-27):
//   integrations       one row per platform the site talks to for reach: `wechat` (the official account's
//                      AppID and AppSecret, for share cards) and `baidu` (the link push token, and what
//                      Baidu last said of today's quota and of the token). No API rule opens it: only
//                      the routes of pb_hooks/integrations.pb.js read it, the secrets masked.
//   mail_outbox        Baidu link pushes are rows of the outbox: channel `baidu`, kind `link_push`, and
//                      `response`, the platform's answer to a row that went (Baidu's success count and
//                      remaining quota).
const PLATFORMS = ['wechat', 'baidu']
const CHANNEL = 'baidu'
const KIND = 'link_push'
const RESPONSE_MAX = 1000

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    const channel = outbox.fields.getByName('channel')
    if (channel.values.indexOf(CHANNEL) < 0) channel.values = [...channel.values, CHANNEL]
    const kind = outbox.fields.getByName('kind')
    if (kind.values.indexOf(KIND) < 0) kind.values = [...kind.values, KIND]
    if (!outbox.fields.getByName('response')) outbox.fields.add(new TextField({ name: 'response', max: RESPONSE_MAX }))
    app.save(outbox)

    const integrations = new Collection({
      type: 'base',
      name: 'integrations',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'platform', type: 'select', required: true, maxSelect: 1, values: PLATFORMS },
        { name: 'app_id', type: 'text', max: 64 },
        { name: 'secret', type: 'text', max: 200 },
        { name: 'quota_day', type: 'text', max: 10 },
        { name: 'quota_remain', type: 'number', onlyInt: true, min: 0 },
        { name: 'checked_at', type: 'date' },
        { name: 'check_ok', type: 'bool' },
        { name: 'check_message', type: 'text', max: 500 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_integrations_platform` ON `integrations` (`platform`)'],
    })
    app.save(integrations)
    PLATFORMS.forEach((platform) => {
      const row = new Record(integrations)
      row.load({ platform, app_id: '', secret: '', quota_day: '', quota_remain: 0, check_ok: false, check_message: '' })
      app.save(row)
    })
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('integrations'))
    app.db().newQuery("DELETE FROM mail_outbox WHERE channel = 'baidu' OR kind = 'link_push'").execute()
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.fields.removeByName('response')
    const channel = outbox.fields.getByName('channel')
    channel.values = channel.values.filter((value) => value !== CHANNEL)
    const kind = outbox.fields.getByName('kind')
    kind.values = kind.values.filter((value) => value !== KIND)
    app.save(outbox)
  },
)
