// One block of a server-sent event stream (the lines between two blank lines) read as the browser's
// EventSource reads it: the event's type, id and data.

export interface SseEvent {
  type: string
  id: string
  data: string
}

export function parseSseBlock(block: string): SseEvent {
  let type = 'message'
  let id = ''
  const data: string[] = []
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const field = line.slice(0, colon)
    const value = line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') type = value
    else if (field === 'id') id = value
    else if (field === 'data') data.push(value)
  }
  return { type, id, data: data.join('\n') }
}
