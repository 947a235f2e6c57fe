/// <reference path="jsvm.d.ts" />
// Slides: staff move one up or down on its page in one server-side step (lib/records/carousel-order.js).

routerAdd(
  'POST',
  '/api/carousels/{id}/move',
  (e) => require(`${__hooks}/lib/records/carousel-order.js`).moveSlideRequest(e),
  $apis.requireAuth('staff', '_superusers'),
)

// The public slide puts 按钮链接 straight into an href: no javascript:, data: or other schemes.
onRecordCreateRequest(
  (e) => require(`${__hooks}/lib/shared/links.js`).checkButtonLinkRequest(e, require(`${__hooks}/lib/records/validation-response.js`).respondInvalid),
  'carousels',
)
onRecordUpdateRequest(
  (e) => require(`${__hooks}/lib/shared/links.js`).checkButtonLinkRequest(e, require(`${__hooks}/lib/records/validation-response.js`).respondInvalid),
  'carousels',
)

// The served first slide writes 背景 into a style attribute: only the site's own gradients.
onRecordCreateRequest((e) => require(`${__hooks}/lib/records/slide-background.js`).checkBackgroundRequest(e), 'carousels')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/records/slide-background.js`).checkBackgroundRequest(e), 'carousels')
