// The lead form where a page shows it inline (contact, about, 光合行动): hydrated on its own, once a
// visitor reaches for it (its served inputs take typing before that).
import { island } from '../islands/island'
import { LeadForm } from './lead-form'

export const LeadFormIsland = island('lead-form', LeadForm, { hydrate: 'interaction' })
