// When this browser last showed the memory (server time), so "just remembered" counts only what came
// after; shared by the tab (use-mirror.ts, which writes it) and the sidebar entry (summary.ts).
const SEEN_KEY = 'dsh-user-mirror:seen-at'

export function readSeen(): number | undefined {
  try {
    return Number(localStorage.getItem(SEEN_KEY)) || undefined
  } catch {
    return undefined
  }
}

export function writeSeen(at: number) {
  try {
    localStorage.setItem(SEEN_KEY, String(at))
  } catch {
    // Storage may be disabled; the badge then counts from the start of each visit.
  }
}
