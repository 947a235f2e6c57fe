/// <reference path="../pb_data/types.d.ts" />
// Image uploads and downloads of slides, news and partners; the logic lives in lib/uploads.js.

onRecordCreateRequest((e) => require(`${__hooks}/lib/uploads.js`).checkUploadsRequest(e), 'carousels', 'news', 'isv_partners')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/uploads.js`).checkUploadsRequest(e), 'carousels', 'news', 'isv_partners')
onFileDownloadRequest((e) => require(`${__hooks}/lib/uploads.js`).serveAsImage(e), 'carousels', 'news', 'isv_partners')
