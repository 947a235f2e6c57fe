/// <reference path="../pb_data/types.d.ts" />
// Team notification robots (WeCom, DingTalk, Feishu) as rows of the mail outbox: a `channel` per
// row ('email' for the mail there was), no recipient address for a robot's row, and the reminder
// kind; and notify_channels, the robots' addresses and secrets, which no API rule opens (only the
// routes of pb_hooks/notify.pb.js read them, masked). Values of the day (2026-11-25), inline.
const CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu']
const ROBOTS = ['wecom', 'dingtalk', 'feishu']
const KINDS = ['overdue_reminder']
const DEFAULT_CONTENT = ['form_type', 'name', 'company', 'course', 'time', 'link', 'assignee']

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.fields.add(new SelectField({ name: 'channel', maxSelect: 1, values: CHANNELS }))
    outbox.fields.getByName('recipient').required = false
    const kind = outbox.fields.getByName('kind')
    kind.values = [...kind.values, ...KINDS.filter((value) => kind.values.indexOf(value) < 0)]
    outbox.addIndex('idx_mail_outbox_channel_status_next', false, 'channel, status, next_attempt_at', '')
    app.save(outbox)
    app.db().newQuery("UPDATE mail_outbox SET channel = 'email' WHERE channel = ''").execute()

    const channels = new Collection({
      type: 'base',
      name: 'notify_channels',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'channel', type: 'select', required: true, maxSelect: 1, values: ROBOTS },
        { name: 'enabled', type: 'bool' },
        { name: 'webhook_url', type: 'text', max: 1000 },
        { name: 'secret', type: 'text', max: 200 },
        { name: 'content', type: 'json', maxSize: 2000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_notify_channels_channel` ON `notify_channels` (`channel`)'],
    })
    app.save(channels)
    ROBOTS.forEach((channel) => {
      const row = new Record(channels)
      row.load({ channel, enabled: false, webhook_url: '', secret: '', content: DEFAULT_CONTENT })
      app.save(row)
    })
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('notify_channels'))
    app.db().newQuery("DELETE FROM mail_outbox WHERE channel IN ('wecom', 'dingtalk', 'feishu') OR kind = 'overdue_reminder'").execute()
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.removeIndex('idx_mail_outbox_channel_status_next')
    outbox.fields.removeByName('channel')
    outbox.fields.getByName('recipient').required = true
    const kind = outbox.fields.getByName('kind')
    kind.values = kind.values.filter((value) => KINDS.indexOf(value) < 0)
    app.save(outbox)
  },
)
