// What the page says while the tab's chunk loads, or when it cannot (client/lazy/view.tsx).
import type { Lang } from '../i18n'

export const LAZY_STRINGS: Record<Lang, { loading: string; failed: (message: string) => string; retry: string }> = {
  zh: {
    loading: '正在打开记忆…',
    failed: (message) => `记忆页没能加载（${message}）。插件刚更新过的话，请刷新页面。`,
    retry: '重试',
  },
  en: {
    loading: 'Opening the memory…',
    failed: (message) => `The Memory tab could not be loaded (${message}). If the plugin was just updated, reload the page.`,
    retry: 'Retry',
  },
}
