/// <reference path="../pb_data/types.d.ts" />
// Index for the one-auto-reply-per-address-a-day check (pb_hooks/lib/mail/outbox.js autoReplyQueuedRecently).
const INDEX =
  'CREATE INDEX `idx_mail_outbox_kind_recipient_created` ON `mail_outbox` (`kind`, `recipient` COLLATE NOCASE, `created`)'

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.indexes = [...outbox.indexes, INDEX]
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.indexes = outbox.indexes.filter((index) => index !== INDEX)
    app.save(outbox)
  },
)
