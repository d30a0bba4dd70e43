// Opening the host's own Settings → 插件 → 插件配置 page from the tab. The host offers no call for
// it, so this drives its visible controls (the sidebar's settings seat, then the section and tab by
// their labels in zh or en) and reports whether it got there; the caller shows the path otherwise.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function find(match: () => HTMLElement | undefined, timeoutMs = 2000): Promise<HTMLElement | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const el = match()
    if (el || Date.now() > deadline) return el
    await wait(50)
  }
}

const byText = (selector: string, texts: readonly string[], root: ParentNode = document) => () =>
  [...root.querySelectorAll<HTMLElement>(selector)].find((el) => texts.includes(el.textContent?.trim() ?? ''))

export async function openPluginSettings(namespaceTitle: string): Promise<boolean> {
  // The memory dialog (opened from the sidebar) would sit on top of the settings panel: close it.
  document.querySelector<HTMLElement>('[data-dum-dialog] .dum-dialog-close')?.click()
  const trigger = await find(() => document.querySelector<HTMLElement>('[data-slot="sidebar.settings"] button') ?? undefined, 500)
  if (!trigger) return false
  trigger.click()
  const section = await find(byText('[role=dialog] button, [role=dialog] [role=tab]', ['插件', 'Plugins']))
  if (!section) return false
  section.click()
  const tab = await find(byText('[role=dialog] button, [role=dialog] [role=tab]', ['插件配置', 'Plugin configuration']))
  tab?.click()
  const card = await find(() => [...document.querySelectorAll<HTMLElement>('[data-dum-settings="card"] .dum-set-head')].find((el) => el.textContent?.includes(namespaceTitle)))
  if (card && card.getAttribute('aria-expanded') !== 'true') card.click()
  return Boolean(card)
}
