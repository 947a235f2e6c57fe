// The back office in Simplified Chinese: the common texts and every resource's, merged into one catalogue.
import { mergeMessages } from '../providers/i18n'
import common from '../providers/messages/zh-CN'
import analytics from '../resources/analytics/messages/zh-CN'
import carousels from '../resources/carousels/messages/zh-CN'
import forms from '../resources/forms/messages/zh-CN'
import intakes from '../resources/intakes/messages/zh-CN'
import isvPartners from '../resources/isv-partners/messages/zh-CN'
import news from '../resources/news/messages/zh-CN'
import outbox from '../resources/outbox/messages/zh-CN'
import settings from '../resources/settings/messages/zh-CN'
import opsHealth from '../dashboard/ops-health/messages/zh-CN'

export default mergeMessages(common, carousels, news, forms, analytics, isvPartners, intakes, settings, outbox, opsHealth)
