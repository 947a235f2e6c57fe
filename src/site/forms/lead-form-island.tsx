// The lead form where a page shows it inline (contact, about, 光合行动): hydrated on its own.
import { island } from '../islands/island'
import { LeadForm } from './lead-form'

export const LeadFormIsland = island('lead-form', LeadForm)
