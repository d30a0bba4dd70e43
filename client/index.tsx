// The client plugin the host's module loader runs (scripts/build-client.mjs wraps this into the
// classic `window.__ModuleLoader__.load({ id, factory(require) })` script). It adds the 记忆 / Memory
// view after the chat (order 0) and trace (order 10) tabs; the slot service's effect removes it again
// when the plugin unloads.
import { detectLang, STRINGS } from './i18n'
import { MemoryView } from './MemoryView'

export const name = '@dsh-plugins/dsh-user-mirror'
export const inject = ['slots']

/** What this plugin uses of the host's slot service (`@deepseek-ai/dsh-client-ui-slots`). */
interface SlotsContext {
  slots: {
    inject(slot: string, register: () => unknown): unknown
    register(options: {
      name: string
      id: string
      order: number
      label: string | (() => string)
      /** Props for the view of one conversation, from its session id. */
      inject?: (sessionId: string) => Record<string, unknown>
    }, component: unknown): unknown
  }
}

export const VIEW_ID = 'dsh-user-mirror'
export const VIEW_ORDER = 20

export function apply(ctx: SlotsContext) {
  ctx.slots.inject('conversation.view', () => ctx.slots.register({
    name: 'conversation.view',
    id: VIEW_ID,
    order: VIEW_ORDER,
    label: () => STRINGS[detectLang()].tab,
    inject: (sessionId) => ({ sessionId }),
  }, MemoryView))
}

export { MemoryView }
