// The back office in Simplified Chinese: the common texts and every resource's, merged into one catalogue.
import { mergeMessages } from '../providers/i18n'
import common from '../providers/messages/zh-CN'
import carousels from '../resources/carousels/messages/zh-CN'
import forms from '../resources/forms/messages/zh-CN'
import intakes from '../resources/intakes/messages/zh-CN'
import courses from '../resources/courses/messages/zh-CN'
import pages from '../resources/pages/messages/zh-CN'
import publishing from '../resources/publishing/messages/zh-CN'
import isvPartners from '../resources/isv-partners/messages/zh-CN'
import news from '../resources/news/messages/zh-CN'
import outbox from '../resources/outbox/messages/zh-CN'
import privacy from '../resources/privacy/messages/zh-CN'
import settings from '../resources/settings/messages/zh-CN'
import staff from '../resources/staff/messages/zh-CN'
import opsHealth from '../dashboard/ops-health/messages/zh-CN'

export default mergeMessages(common, carousels, news, forms, isvPartners, intakes, courses, pages, publishing, staff, settings, outbox, privacy, opsHealth)
