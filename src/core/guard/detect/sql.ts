// Destructive SQL in a statement text: DROP, TRUNCATE, DELETE or UPDATE without WHERE, ALTER … DROP.
// A small statement splitter (quotes, dollar quotes, comments), not a SQL parser: it reads the
// leading keywords of each statement, linear in the text.

const MAX_SQL_CHARS = 65_536

/** The statements of a SQL text, comments removed, string literals blanked. */
export function statements(sql: string): string[] {
  const text = sql.slice(0, MAX_SQL_CHARS)
  const out: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i)
      i = end < 0 ? text.length : end
      current += ' '
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end < 0 ? text.length : end + 1
      current += ' '
    } else if (c === '\'' || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1)
      i = end < 0 ? text.length : end
      current += c === '\'' ? '\'\'' : ' x '
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(text.slice(i, i + 32))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 32))![0]
      const end = text.indexOf(tag, i + tag.length)
      i = end < 0 ? text.length : end + tag.length - 1
      current += '\'\''
    } else if (c === ';') {
      out.push(current)
      current = ''
    } else {
      current += c
    }
  }
  out.push(current)
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)
}

/** The first destructive statement (its head, for `why`), or null. */
export function destructiveStatement(sql: string): string | null {
  for (const s of statements(sql)) {
    const u = s.toUpperCase()
    const body = u.replace(/^WITH\b.*?\)\s*(?=DELETE|UPDATE)/, '')
    const destructive =
      /^DROP\b/.test(body) ||
      /^TRUNCATE\b/.test(body) ||
      (/^DELETE\b/.test(body) && !/\bWHERE\b/.test(body)) ||
      (/^UPDATE\b/.test(body) && /\bSET\b/.test(body) && !/\bWHERE\b/.test(body)) ||
      /^ALTER\s+TABLE\b.*\bDROP\b/.test(body)
    if (destructive) return s.length > 80 ? `${s.slice(0, 77)}...` : s
  }
  return null
}

/** MongoDB shell code that drops or empties collections. */
export const destructiveMongo = (code: string) => /\.drop(Database)?\s*\(|\.(deleteMany|remove)\s*\(\s*\{\s*\}\s*\)/.test(code)
