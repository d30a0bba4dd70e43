// The client plugin the host's module loader runs (scripts/build-client.mjs wraps this into the
// classic `window.__ModuleLoader__.load({ id, factory(require) })` script). It adds the 记忆 / Memory
// view after the chat (order 0) and trace (order 10) tabs; the slot service's effect removes it again
// when the plugin unloads.
import { connectHostSessions, type HostSessions, type HostWorkspaces } from './host-sessions'
import { followHostLocale, type HostLocale } from './ui-language'
import { DistillDockGate } from './DistillDockGate'
import { HeroAnswerGate } from './HeroAnswerGate'
import { detectLang, STRINGS } from './i18n'
import { CommandAnswer, MemoryView, SettingsCard, ToolCard } from './lazy/view'
import { MemoryFootAction } from './MemoryDialog'
import { noteMemoryCommand } from './distill-watch'

export const name = '@dsh-plugins/dsh-user-mirror'
export const inject = ['slots']

/** What this plugin uses of the host's slot service (`@deepseek-ai/dsh-client-ui-slots`). */
interface SlotsContext {
  slots: {
    inject(slot: string, register: () => unknown): unknown
    register(options: {
      name: string
      id?: string
      /** For keyed slots (tool views, settings cards). */
      key?: string
      order?: number
      label?: string | (() => string)
      /** Props for the view of one conversation, from its session id. */
      inject?: (sessionId: string) => Record<string, unknown>
    }, component: unknown): unknown
  }
}

/** The cordis calls used to reach the host's optional client services. */
interface HostContext {
  inject?(deps: string[], apply: (ctx: HostContext & { sessions: HostSessions; workspaces?: HostWorkspaces; locale: HostLocale }) => void): void
  effect?(fn: () => () => void, label: string): void
  get?(name: string): unknown
  /** The host's events; `command/executed` is this browser's acknowledgment of a command it ran. */
  on?(name: 'command/executed', listener: (sessionId: string, name: string) => void): unknown
}

// Every page loads this bundle: the view itself, every panel and the settings card arrive on first
// open through client/lazy/view.tsx, so nothing here may import client/MemoryView.tsx (the build checks).
export const VIEW_ID = 'dsh-user-mirror'
export const VIEW_ORDER = 20

export function apply(ctx: SlotsContext & HostContext) {
  // Evidence entries open their session through the host's sessions service, as the sidebar does.
  ctx.inject?.(['sessions'], (ctx) => ctx.effect?.(() => connectHostSessions(ctx.sessions, ctx.get?.('workspaces') as HostWorkspaces | undefined), 'dsh-user-mirror: host sessions'))
  ctx.slots.inject('conversation.view', () => ctx.slots.register({
    name: 'conversation.view',
    id: VIEW_ID,
    order: VIEW_ORDER,
    label: () => STRINGS[detectLang()].tab,
    inject: (sessionId) => ({ sessionId }),
  }, MemoryView))
  // Above the composer of the conversation where `/memory distill` started a run: progress, then its summary.
  // The dock asks the server only after a `/memory` command ran in its conversation (distill-watch.ts).
  ctx.on?.('command/executed', (sessionId, command) => { if (command === 'memory') noteMemoryCommand(sessionId) })
  ctx.slots.inject('conversation.input.dock', () => ctx.slots.register({ name: 'conversation.input.dock', id: `${VIEW_ID}-distill`, order: 15, inject: (sessionId) => ({ sessionId }) }, DistillDockGate))
  // A command typed first in a new conversation: the host stays on its landing page, so its answer shows above the composer.
  ctx.slots.inject('conversation.input.dock', () => ctx.slots.register({ name: 'conversation.input.dock', id: `${VIEW_ID}-hero-answer`, order: 16 }, HeroAnswerGate))
  // Reachable from every page, the landing page included: an action beside Settings at the sidebar foot.
  ctx.slots.inject('sidebar.footer.action', () => ctx.slots.register({ name: 'sidebar.footer.action', id: `${VIEW_ID}-open`, order: 10 }, MemoryFootAction))
  // Settings → 插件 → 插件配置: the card for the plugin's settings namespace (see src/settings.ts).
  ctx.slots.inject('settings.plugin.item', () => ctx.slots.register({ name: 'settings.plugin.item', key: 'dsh-user-mirror' }, SettingsCard))
  // Slash commands answer in the page's language: the server hears it on load and on every switch.
  ctx.inject?.(['locale'], (ctx) => ctx.effect?.(() => followHostLocale(ctx.locale), 'dsh-user-mirror: page language'))
  // The commands' answers laid out whole, in place of the host's one-line row.
  for (const key of ['memory', 'remember', 'forget']) {
    ctx.slots.inject('conversation.chat.commandview', () => ctx.slots.register({ name: 'conversation.chat.commandview', key }, CommandAnswer))
  }
  // The tools' own cards in the conversation, in place of the generic row.
  for (const key of ['mirror_remember', 'mirror_forget']) {
    ctx.slots.inject('tool.call.toolview', () => ctx.slots.register({ name: 'tool.call.toolview', key }, ToolCard))
  }
}

export { MemoryView }
