// What the composer's `/` menu shows for each command: its description and its input hint. The
// host copies both at registration (dsh-commands' descriptor; dsh-client-locale's README: "copy
// captured at registration time … keeps the language it was registered under until
// re-registration"), and its locale registry refuses a second dictionary for the composer's
// `conversation` namespace, where it looks up `hint.<name>`. So the commands are registered again
// in the page's language when the plugin's client reports it (src/commands/index.ts); before any
// report, and in a profile without a page, both languages in a short form. Each hint fits the line
// after its command in a 360 px composer, which cuts a longer one (test/browser/command-hints.test.ts);
// the full list of kinds and subcommands is in `/memory help` and in the answer to a wrong line.
import type { Lang } from './language.js'

export type CommandName = 'remember' | 'forget' | 'memory'
/** A page language, or `both` while none is known. */
export type CopyLang = Lang | 'both'

export const COMMAND_COPY: Record<CommandName, Record<CopyLang, { description: string; hint: string }>> = {
  remember: {
    zh: { description: '用你自己的话记住一条判断（类别：红线、原则、做事方式、品味）', hint: '[红线:…] <判断>' },
    en: { description: 'Remember a judgment in your own words (kinds: redline, principle, workflow, taste)', hint: '[kind:] <text>' },
    both: { description: 'Remember a judgment in your own words (用你自己的话记住一条判断)', hint: '[红线|redline:…] <判断>' },
  },
  forget: {
    zh: { description: '忘掉一条记住的判断（可在「记忆」页恢复）', hint: '<原话或 id>' },
    en: { description: 'Forget a remembered judgment (restorable in the Memory tab)', hint: '<words or id>' },
    both: { description: 'Forget a remembered judgment (忘掉一条判断)', hint: '<words 原话 / id>' },
  },
  memory: {
    zh: { description: '记忆：状态、暂停、恢复、关闭、提炼、整理、接受、拒绝、两条都留、帮助', hint: '[状态|暂停|帮助|…]' },
    en: { description: 'Your memory: status, pause, resume, off, on, distill, tidy, accept, reject, keep-both, help', hint: '[status|help|…]' },
    both: { description: 'Your memory: status, pause, resume, off, on, distill, tidy, accept, reject, keep-both, help (记忆：状态、暂停、恢复、关闭、提炼、整理、接受、拒绝、两条都留、帮助)', hint: '[status 状态|…]' },
  },
}
