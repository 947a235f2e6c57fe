// 撤销 in the back office: every change reaches the server at once (a reload, a closed tab or a typed address
// right after it loses nothing); its success toast then offers 撤销 for this long, which sends the reverse
// change (logged as an undo in the lead's timeline). Deletes are asked first instead (确定要删除…？).

/** How long a change's toast offers 撤销. */
export const UNDO_WINDOW_MS = 5000
