/// <reference path="jsvm.d.ts" />
// Content staff manage besides news: slides (carousels), partners (isv_partners) and course intakes:
// their rules in Chinese, the slide order, and the demo content. Also applied to them: the audit trail
// (audit.pb.js), the page cache (pages.pb.js) and image uploads (uploads.pb.js).

// Slides: staff move one up or down on its page in one server-side step.
routerAdd(
  'POST',
  '/api/carousels/{id}/move',
  (e) => require(`${__hooks}/lib/content/carousel-order.js`).moveSlideRequest(e),
  $apis.requireAuth('staff', '_superusers'),
)

// The public slide puts 按钮链接 straight into an href: no javascript:, data: or other schemes.
onRecordCreateRequest(
  (e) => require(`${__hooks}/lib/shared/links.js`).checkButtonLinkRequest(e, require(`${__hooks}/lib/core/validation-response.js`).respondInvalid),
  'carousels',
)
onRecordUpdateRequest(
  (e) => require(`${__hooks}/lib/shared/links.js`).checkButtonLinkRequest(e, require(`${__hooks}/lib/core/validation-response.js`).respondInvalid),
  'carousels',
)

// The served first slide writes 背景 into a style attribute: only the site's own gradients.
onRecordCreateRequest((e) => require(`${__hooks}/lib/content/slide-background.js`).checkBackgroundRequest(e), 'carousels')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/content/slide-background.js`).checkBackgroundRequest(e), 'carousels')

// Lists kept as JSON (partners' achievements and tags, news tags, slide stats) in their one shape.
onRecordCreateRequest((e) => require(`${__hooks}/lib/content/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/content/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')

// Course intakes: Chinese per-field validation, the end date never before the start date
// (rules in lib/shared/intakes.js, shared with the back office form).
onRecordCreateRequest((e) => {
  const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
  return require(`${__hooks}/lib/shared/intakes.js`).checkIntakeRequest(e, require(`${__hooks}/lib/shared/intakes.json`), respondInvalid)
}, 'course_intakes')
onRecordUpdateRequest((e) => {
  const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
  return require(`${__hooks}/lib/shared/intakes.js`).checkIntakeRequest(e, require(`${__hooks}/lib/shared/intakes.json`), respondInvalid)
}, 'course_intakes')

// `pocketbase seed-demo <dir>`: the demo content for a database that has none (npm start).
require(`${__hooks}/lib/core/console-command.js`).addConsoleCommand(
  new Command({
    use: 'seed-demo <dir>',
    short: '数据库没有任何轮播图、合作伙伴和新闻时，导入 <dir>/content.json 中的演示内容',
    run: (cmd, args) =>
      require(`${__hooks}/lib/core/console-command.js`).runConsoleCommand(cmd, () => require(`${__hooks}/lib/content/demo-seed.js`).seedDemo($app, args)),
  }),
)
