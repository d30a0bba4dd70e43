// What a server or network error says in the tab, by the server's error code (errorText in
// i18n.ts picks one), in their own file so they merge apart from the rest of client/i18n.ts.
// Spread into both dictionaries there.

const zh = {
  errors: {
    network: '连不上 DSH（它还在运行吗？）',
    'not-ready': '记忆还在打开，稍等片刻',
    'store-unavailable': '记忆存储打不开（详见 DSH 日志）',
    'store-busy': '另一个 DSH 进程正在写入记忆，这次的改动没有保存，请稍后再试',
    'bad-import': '文件不是本插件导出的 JSON（格式应为 dsh-user-mirror），什么都没导入',
    'bad-json': '文件不是有效的 JSON，什么都没导入',
    refused: '被拒绝：记忆已满且全是红线，或内容不合规，什么都没改',
    'unknown-id': '这条判断已经不在了（可能在别处被撤掉）',
    'too-large': '文件太大（上限 4 MB）',
    'unsupported-media-type': '请求格式不对（应为 JSON）',
    'bad-mode': '无效的记忆状态',
    'untrusted-host': '这个地址不被信任（只允许本机访问，见 trustedHosts 配置）',
    'cross-origin': '跨站请求被拒绝',
    'missing-header': '请求缺少插件的安全标记，被拒绝',
    internal: '插件内部出错（详见 DSH 日志）',
  } as Record<string, string>,
  errorUnknown: (status: number) => `出错了（HTTP ${status}）`,
  actionFailed: (message: string) => `操作失败：${message}`,
}

export type ErrorStrings = typeof zh

const en: ErrorStrings = {
  errors: {
    network: 'Cannot reach DSH (is it still running?)',
    'not-ready': 'The memory is still opening; a moment',
    'store-unavailable': 'The memory store cannot be opened (see the DSH log)',
    'store-busy': 'Another DSH process is writing the memory right now, so this change was not saved; try again in a moment',
    'bad-import': 'That file is not a JSON export of this plugin (format dsh-user-mirror); nothing was imported',
    'bad-json': 'That file is not valid JSON; nothing was imported',
    refused: 'Refused: memory is full of red lines, or the content is invalid; nothing changed',
    'unknown-id': 'That judgment is gone (perhaps revoked elsewhere)',
    'too-large': 'The file is too large (4 MB at most)',
    'unsupported-media-type': 'Wrong request format (JSON expected)',
    'bad-mode': 'Not a memory mode',
    'untrusted-host': 'This address is not trusted (loopback only; see the trustedHosts setting)',
    'cross-origin': 'A cross-site request was refused',
    'missing-header': 'The request lacks the plugin\'s safety header and was refused',
    internal: 'The plugin failed internally (see the DSH log)',
  },
  errorUnknown: (status) => `Something went wrong (HTTP ${status})`,
  actionFailed: (message) => `That did not work: ${message}`,
}

export const ERROR_STRINGS = { zh, en }
