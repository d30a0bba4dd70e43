// The answer of `/memory …`, `/remember …` or `/forget …` typed as the first thing in a new
// conversation. The host keeps a conversation whose log holds only commands on its landing page
// (dsh-client-runtime: `hasVisibleConversationContent` ignores command nodes), so the answer was
// written and never shown: a user typing `/memory import claude` first saw nothing happen. Found by
// trying the plugin as a new user. Above the landing page's composer (the input dock, which the host
// draws there too) this shows the latest answer of ours while the conversation is still blank; the
// first message opens the conversation, where the same answers stand in the chat, and this goes.
import type { CommandNode } from './CommandAnswer'
import { CommandAnswer } from './lazy/view'

/** The commands whose answers are ours (client/index.tsx registers their chat rows too). */
export const OWN_COMMANDS: readonly string[] = ['memory', 'remember', 'forget']

/** What this gate reads of the host's per-session snapshot (dsh-client-runtime's session state). */
interface SessionSnapshot {
  composerPhase?: string
  chat?: { order: readonly string[]; nodes: { get(key: string): unknown } }
}

type UseSession = <T>(select: (s: SessionSnapshot) => T) => T

/** A chat node of the host's snapshot (`kind: 'command'` nodes carry the command's durable record in `data`). */
interface ChatNode { kind?: unknown; data?: { name?: unknown; outcome?: CommandNode['outcome'] } }

const ownCommandOf = (node: unknown): CommandNode | undefined => {
  const n = node as ChatNode | undefined
  if (typeof n !== 'object' || n === null || n.kind !== 'command' || typeof n.data !== 'object' || n.data === null) return undefined
  const name = n.data.name
  return typeof name === 'string' && OWN_COMMANDS.includes(name) ? { name, outcome: n.data.outcome ?? null } : undefined
}

/** The newest answer of ours in `chat`, if any. */
export function latestOwnAnswer(chat: SessionSnapshot['chat']): CommandNode | undefined {
  if (!chat) return undefined
  for (let i = chat.order.length - 1; i >= 0; i--) {
    const answer = ownCommandOf(chat.nodes.get(chat.order[i]!))
    if (answer) return answer
  }
  return undefined
}

export function HeroAnswerGate({ useSession }: { useSession?: UseSession }) {
  // The chat is read only while the conversation is blank, so a streaming turn does not re-render this.
  const chat = useSession?.((s) => (s.composerPhase === 'blank' ? s.chat : undefined))
  const node = latestOwnAnswer(chat)
  return node ? (
    <div className="dum-hero-answer" data-dum-hero-answer="">
      <style>{'.dum-hero-answer{box-sizing:border-box;width:100%;max-width:var(--dsh-composer-card-max-width,780px);margin:0 auto 8px;background:var(--dsw-alias-bg-base,#fff);border-radius:10px}'}</style>
      <CommandAnswer node={node} />
    </div>
  ) : null
}
