// What the page says while the tab's chunk loads, or when it cannot (client/lazy/view.tsx).
import type { Lang } from '../i18n'

// The title and Retry are the tab's own words for its error view (client/i18n.ts errorTitle, retry).
export const LAZY_STRINGS: Record<Lang, { loading: string; failedTitle: string; failed: (detail: string) => string; retry: string; orbError: string }> = {
  zh: {
    loading: '正在打开记忆…',
    failedTitle: '读取记忆失败',
    failed: (detail) => `记忆页的代码没有送到（${detail}）：插件的服务可能没有运行。插件刚更新过的话，请刷新页面。`,
    retry: '重试',
    orbError: '出错了',
  },
  en: {
    loading: 'Opening the memory…',
    failedTitle: 'Could not load the memory',
    failed: (detail) => `The Memory tab's code did not arrive (${detail}): the plugin's server may not be running. If the plugin was just updated, reload the page.`,
    retry: 'Retry',
    orbError: 'Something went wrong',
  },
}
