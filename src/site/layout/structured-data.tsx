// Schema.org structured data for search engines, as a JSON-LD data block (never executed, so the
// CSP's script rules don't apply). `<` is escaped so no value can close the element.
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
