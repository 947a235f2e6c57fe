/// <reference path="jsvm.d.ts" />
// Image uploads and downloads of slides, news (covers and body images), partners and pages' share images; the logic lives in lib/uploads/uploads.js.

onRecordCreateRequest((e) => require(`${__hooks}/lib/uploads/uploads.js`).checkUploadsRequest(e), 'carousels', 'news', 'news_images', 'isv_partners', 'pages')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/uploads/uploads.js`).checkUploadsRequest(e), 'carousels', 'news', 'news_images', 'isv_partners', 'pages')
// Saves that are no request (seed-demo, other hooks) may not store an image too large to thumbnail either.
onRecordCreate((e) => require(`${__hooks}/lib/uploads/uploads.js`).checkDimensionsOnSave(e), 'carousels', 'news', 'news_images', 'isv_partners', 'pages')
onRecordUpdate((e) => require(`${__hooks}/lib/uploads/uploads.js`).checkDimensionsOnSave(e), 'carousels', 'news', 'news_images', 'isv_partners', 'pages')
onFileDownloadRequest((e) => require(`${__hooks}/lib/uploads/uploads.js`).serveAsImage(e), 'carousels', 'news', 'news_images', 'isv_partners', 'pages')
