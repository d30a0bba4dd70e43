// The answer of /memory, /remember and /forget in the conversation (the host's keyed
// `conversation.chat.commandview` slot, key = command name), in place of the host's generic row
// that shows only the first line, cut. The server writes the answer in the page's language
// (src/commands/ui-language.ts); here it is laid out as it was written: the first line as the title,
// `- ` lines as a list, the rest as lines. The same live and on replay (it reads the durable node).
import { COMMAND_STRINGS } from './command-strings'
import { detectLang } from './i18n'

/** The part of the host's command node (ui-conversation's `command` node) read here. */
export interface CommandNode {
  name: string | null
  outcome: { kind: 'success' | 'error'; text?: string } | null
}

const CSS = `
.dum-answer{margin:2px 0;padding:8px 12px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.1));border-radius:10px;font-size:13px;line-height:1.55;color:var(--dsw-alias-label-primary,#1d1d1f);overflow-wrap:anywhere}
.dum-answer-head{display:flex;gap:8px;align-items:baseline;font-weight:600}
.dum-answer-head::before{content:'◆';color:var(--dsw-alias-state-business-primary,#4d6bfe);font-size:10px}
.dum-answer[data-outcome=error] .dum-answer-head::before{color:var(--dsw-alias-state-warn-primary,#b5700b)}
.dum-answer-name{flex:none;white-space:nowrap;color:var(--dsw-alias-label-secondary,#55555e);font-weight:400;font-family:var(--dsw-font-mono,ui-monospace,monospace);font-size:12px}
.dum-answer-line{margin:2px 0 0 18px;color:var(--dsw-alias-label-secondary,#55555e)}
.dum-answer ul{margin:2px 0 0 18px;padding-left:16px}
.dum-answer li{margin:1px 0}
`

/** Consecutive `- ` lines form one list; every other line stands alone. */
export function answerBlocks(lines: readonly string[]): Array<{ list: string[] } | { line: string }> {
  const blocks: Array<{ list: string[] } | { line: string }> = []
  for (const line of lines) {
    const item = /^- (.*)$/.exec(line)
    const last = blocks.at(-1)
    if (item && last && 'list' in last) last.list.push(item[1]!)
    else if (item) blocks.push({ list: [item[1]!] })
    else if (line.trim()) blocks.push({ line })
  }
  return blocks
}

export function CommandAnswer({ node }: { node: CommandNode }) {
  const lang = detectLang()
  const text = node.outcome?.text ?? ''
  const [title = node.outcome ? '' : COMMAND_STRINGS[lang].running, ...rest] = text.split('\n')
  return (
    <div className="dum-answer" data-dum-command={node.name ?? ''} data-outcome={node.outcome?.kind ?? 'running'} lang={lang === 'zh' ? 'zh' : 'en'}>
      <style>{CSS}</style>
      <div className="dum-answer-head"><span className="dum-answer-name">/{node.name}</span><span className="dum-answer-title">{title}</span></div>
      {answerBlocks(rest).map((block, i) => 'list' in block
        ? <ul key={i}>{block.list.map((item, j) => <li key={j}>{item}</li>)}</ul>
        : <div key={i} className="dum-answer-line">{block.line}</div>)}
    </div>
  )
}
