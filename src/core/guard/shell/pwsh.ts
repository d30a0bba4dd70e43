// The `pwsh` tool's commands (PowerShell), read far enough to know what runs: statements split by
// `;`, newlines, `|`, `&&`, `||`; quotes ('…' with '', "…" with backtick escapes), here-strings,
// comments, the call operator `&`, and the code inside `$(…)`, `(…)` and `{…}` script blocks
// (a block passed to ForEach-Object or Invoke-Command runs). Cmdlet names and their aliases are
// folded to lower case (`rm`, `del`, `ri` → `remove-item`); native programs keep their names, so
// the catalogue's git, npm, SQL … detectors apply unchanged. `pwsh -Command '…'` is read nested.

import { MAX_NESTING } from '../limits.js'
import type { Invocation } from './invocations.js'
import { append, BudgetExceeded, ShellSyntaxError, type Budget, type Word } from './syntax.js'

const ALIASES: Record<string, string> = {
  rm: 'remove-item', del: 'remove-item', erase: 'remove-item', rd: 'remove-item', rmdir: 'remove-item', ri: 'remove-item',
  iex: 'invoke-expression', iwr: 'invoke-webrequest', irm: 'invoke-restmethod', curl: 'invoke-webrequest', wget: 'invoke-webrequest',
  saps: 'start-process', start: 'start-process', '%': 'foreach-object', foreach: 'foreach-object', '?': 'where-object', where: 'where-object',
  echo: 'write-output', write: 'write-output', cat: 'get-content', gc: 'get-content', ls: 'get-childitem', dir: 'get-childitem', gci: 'get-childitem',
}
const SHELLS = new Set(['pwsh', 'pwsh.exe', 'powershell', 'powershell.exe'])

interface Stage {
  words: Word[]
  text: string
  /** Where this stage's nested code starts in `invocations` (what its groups and `$(…)` run). */
  mark: number
  executes: Invocation[]
}

const word = (value: string, dynamic = false): Word => ({ value, dynamic, quoted: false, subs: [] })

class PwshReader {
  private pos = 0
  readonly invocations: Invocation[] = []

  constructor(private readonly src: string, private readonly budget: Budget, private readonly depth: number) {
    if (depth > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
  }

  private tick() {
    if (++this.budget.steps % 512 === 0 && performance.now() > this.budget.deadline) throw new BudgetExceeded('over the time budget')
  }

  /** Read statements until the end or the closing character. */
  readStatements(close: ')' | '}' | null) {
    let pipeline: Stage[] = []
    const fresh = (): Stage => ({ words: [], text: '', mark: this.invocations.length, executes: [] })
    let stage = fresh()
    let start = this.pos
    const endStage = () => {
      stage.text = this.src.slice(start, this.pos).trim()
      stage.executes = this.invocations.slice(stage.mark)
      if (stage.words.length) pipeline.push(stage)
      stage = fresh()
    }
    const endPipeline = () => {
      endStage()
      this.emit(pipeline)
      pipeline = []
    }
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos]!
      const two = this.src.slice(this.pos, this.pos + 2)
      if (c === close) {
        endPipeline()
        this.pos++
        return
      }
      if (c === ')' || c === '}') throw new ShellSyntaxError(`unexpected '${c}' at ${this.pos}`)
      if (c === ' ' || c === '\t' || c === '\r') {
        this.pos++
      } else if (c === '`' && this.src[this.pos + 1] === '\n') {
        this.pos += 2
      } else if (c === '#' || two === '<#') {
        const end = two === '<#' ? this.src.indexOf('#>', this.pos) : this.src.indexOf('\n', this.pos)
        if (two === '<#' && end < 0) throw new ShellSyntaxError('unterminated block comment')
        this.pos = end < 0 ? this.src.length : two === '<#' ? end + 2 : end
      } else if (c === ';' || c === '\n' || two === '&&' || two === '||') {
        endPipeline()
        this.pos += two === '&&' || two === '||' ? 2 : 1
        start = this.pos
      } else if (c === '|') {
        endStage()
        this.pos++
        start = this.pos
      } else if (c === '&' && !stage.words.length) {
        this.pos++
        start = this.pos
      } else if (c === '(' || c === '{') {
        this.pos++
        this.readStatements(c === '(' ? ')' : '}')
        if (!stage.words.length) {
          start = this.pos
          stage.mark = this.invocations.length
        } else {
          stage.words.push(word('(…)', true))
        }
      } else {
        stage.words.push(this.readWord())
      }
    }
    if (close) throw new ShellSyntaxError(`unterminated '${close === ')' ? '(' : '{'}'`)
    endPipeline()
  }

  private readWord(): Word {
    const w = word('')
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos]!
      if (' \t\r\n;|&(){}'.includes(c)) break
      if (c === '`') {
        w.value += this.src[this.pos + 1] ?? ''
        this.pos += 2
      } else if (c === '\'' || ((c === '@') && this.src[this.pos + 1] === '\'')) {
        w.value += this.readSingle()
        w.quoted = true
      } else if (c === '"' || (c === '@' && this.src[this.pos + 1] === '"')) {
        const read = this.readDouble()
        w.value += read.value
        w.dynamic ||= read.dynamic
        w.quoted = true
      } else if ((c === '$' || c === '@') && this.src[this.pos + 1] === '(') {
        this.pos += 2
        this.readStatements(')')
        w.value += '$(…)'
        w.dynamic = true
      } else if (c === '$' && this.src[this.pos + 1] === '{') {
        const end = this.src.indexOf('}', this.pos)
        if (end < 0) throw new ShellSyntaxError('unterminated ${…}')
        w.value += this.src.slice(this.pos, end + 1)
        w.dynamic = true
        this.pos = end + 1
      } else {
        if (c === '$') w.dynamic = true
        w.value += c
        this.pos++
      }
    }
    return w
  }

  private readSingle(): string {
    const here = this.src[this.pos] === '@'
    if (here) {
      const end = this.src.indexOf('\n\'@', this.pos)
      if (end < 0) throw new ShellSyntaxError('unterminated here-string')
      const value = this.src.slice(this.src.indexOf('\n', this.pos) + 1, end)
      this.pos = end + 3
      return value
    }
    let value = ''
    this.pos++
    for (;;) {
      const end = this.src.indexOf('\'', this.pos)
      if (end < 0) throw new ShellSyntaxError('unterminated single quote')
      value += this.src.slice(this.pos, end)
      this.pos = end + 1
      if (this.src[this.pos] !== '\'') return value
      value += '\''
      this.pos++
    }
  }

  private readDouble(): { value: string; dynamic: boolean } {
    const here = this.src[this.pos] === '@'
    const close = here ? '\n"@' : '"'
    this.pos = here ? this.src.indexOf('\n', this.pos) + 1 : this.pos + 1
    if (here && this.pos === 0) throw new ShellSyntaxError('unterminated here-string')
    let value = ''
    let dynamic = false
    while (this.pos < this.src.length) {
      this.tick()
      if (this.src.startsWith(close, this.pos)) {
        this.pos += close.length
        return { value, dynamic }
      }
      const c = this.src[this.pos]!
      if (c === '`') {
        value += this.src[this.pos + 1] ?? ''
        this.pos += 2
      } else if (c === '$' && this.src[this.pos + 1] === '(') {
        this.pos += 2
        this.readStatements(')')
        value += '$(…)'
        dynamic = true
      } else {
        if (c === '$') dynamic = true
        value += c
        this.pos++
      }
    }
    throw new ShellSyntaxError(here ? 'unterminated here-string' : 'unterminated double quote')
  }

  private emit(pipeline: Stage[]) {
    const upstream: Invocation[] = []
    for (const stage of pipeline) {
      const [first, ...args] = stage.words
      if (!first) continue
      const raw = first.value.replace(/^.*[\\/]/, '')
      const lower = raw.toLowerCase()
      const name = ALIASES[lower] ?? (/^[a-z]+-[a-z]+$/i.test(raw) ? lower : raw.replace(/\.exe$/i, ''))
      const inv: Invocation = { name, args, assigns: [], text: stage.text, via: [], upstream: [...upstream], executes: stage.executes, nameDynamic: first.dynamic }
      this.invocations.push(inv)
      upstream.push(inv)
      const nested = this.nestedCommand(name, args)
      if (nested !== null) {
        const reader = new PwshReader(nested, this.budget, this.depth + 1)
        reader.readStatements(null)
        append(this.invocations, reader.invocations.map((i) => ({ ...i, via: [name, ...i.via] })))
      }
    }
  }

  /** `pwsh -Command '…'`, `powershell -c …`, `cmd /c …`: the text they run. */
  private nestedCommand(name: string, args: Word[]): string | null {
    if (SHELLS.has(name.toLowerCase())) {
      const i = args.findIndex((a) => /^-(c|command)$/i.test(a.value))
      return i >= 0 ? args.slice(i + 1).map((a) => a.value).join(' ') : null
    }
    if (name.toLowerCase() === 'cmd') {
      const i = args.findIndex((a) => /^\/[ck]$/i.test(a.value))
      return i >= 0 ? args.slice(i + 1).map((a) => a.value).join(' ') : null
    }
    return null
  }
}

export function analysePwsh(src: string, budget: Budget): Invocation[] {
  const reader = new PwshReader(src, budget, 0)
  reader.readStatements(null)
  return reader.invocations
}
