// The back office in Traditional Chinese (Taiwan usage): the common texts and every resource's, merged into one catalogue.
import { mergeMessages } from '../providers/i18n'
import common from '../providers/messages/zh-TW'
import carousels from '../resources/carousels/messages/zh-TW'
import forms from '../resources/forms/messages/zh-TW'
import intakes from '../resources/intakes/messages/zh-TW'
import courses from '../resources/courses/messages/zh-TW'
import pages from '../resources/pages/messages/zh-TW'
import publishing from '../resources/publishing/messages/zh-TW'
import isvPartners from '../resources/isv-partners/messages/zh-TW'
import news from '../resources/news/messages/zh-TW'
import outbox from '../resources/outbox/messages/zh-TW'
import privacy from '../resources/privacy/messages/zh-TW'
import settings from '../resources/settings/messages/zh-TW'
import staff from '../resources/staff/messages/zh-TW'
import opsHealth from '../dashboard/ops-health/messages/zh-TW'

export default mergeMessages(common, carousels, news, forms, isvPartners, intakes, courses, pages, publishing, staff, settings, outbox, privacy, opsHealth)
