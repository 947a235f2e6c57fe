// The back office in English: the common texts and every resource's, merged into one catalogue.
import { mergeMessages } from '../providers/i18n'
import common from '../providers/messages/en-US'
import carousels from '../resources/carousels/messages/en-US'
import forms from '../resources/forms/messages/en-US'
import intakes from '../resources/intakes/messages/en-US'
import courses from '../resources/courses/messages/en-US'
import pages from '../resources/pages/messages/en-US'
import publishing from '../resources/publishing/messages/en-US'
import isvPartners from '../resources/isv-partners/messages/en-US'
import news from '../resources/news/messages/en-US'
import outbox from '../resources/outbox/messages/en-US'
import privacy from '../resources/privacy/messages/en-US'
import settings from '../resources/settings/messages/en-US'
import staff from '../resources/staff/messages/en-US'
import opsHealth from '../dashboard/ops-health/messages/en-US'

export default mergeMessages(common, carousels, news, forms, isvPartners, intakes, courses, pages, publishing, staff, settings, outbox, privacy, opsHealth)
