// The static module route that serves the orb: only JavaScript under its root, every traversal
// spelling refused, over a real node:http server with raw (unnormalised) request paths.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticModuleHandler } from '../src/http/vendor-route.js'

const mountPath = '/dsh-mirror/vendor/ai-orb'
const moduleSource = 'export const answer = 42\n'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A request whose path goes on the wire exactly as written (fetch would normalise the dots). */
function rawRequest(port: number, path: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${path}`)))
    req.on('error', reject)
    req.end()
  })
}

/** Bytes a client library would refuse to send, straight onto a socket. */
function rawSocket(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setTimeout(5_000, () => socket.destroy(new Error('raw socket timed out')))
    socket.on('data', (chunk) => { answer += chunk.toString('latin1') })
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    socket.end(bytes, 'latin1')
  })
}

function errorOf(response: RawResponse) {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  const parsed = JSON.parse(response.body) as { error: { code: string; message: string } }
  expect(parsed.error.message).not.toMatch(/\n\s+at |node:internal|\/tmp\//)
  return parsed.error
}

let workDir: string
let server: Server
let port: number

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vendor-route-'))
  const root = join(workDir, 'root')
  await mkdir(join(root, 'sub'), { recursive: true })
  await mkdir(join(root, 'folder.js'))
  await writeFile(join(root, 'index.js'), moduleSource)
  await writeFile(join(root, 'sub', 'part.mjs'), 'export default 1\n')
  await writeFile(join(root, 'style.css'), 'body{}')
  await writeFile(join(root, 'data.json'), '{}')
  await writeFile(join(root, 'notes.txt'), 'private notes')
  await writeFile(join(root, '.hidden.js'), 'export {}')
  // Outside the root: a plain folder, and a sibling whose name starts with the root's name.
  await mkdir(join(workDir, 'outside'))
  await writeFile(join(workDir, 'outside', 'secret.js'), 'export const secret = "outside"\n')
  await writeFile(join(workDir, 'secret.js'), 'export const secret = "parent"\n')
  await mkdir(join(workDir, 'root-evil'))
  await writeFile(join(workDir, 'root-evil', 'secret.js'), 'export const secret = "sibling"\n')
  await symlink(join(workDir, 'outside', 'secret.js'), join(root, 'escape.js'))
  await symlink(join(workDir, 'outside'), join(root, 'linked-dir'))
  await symlink(join(workDir, 'root-evil', 'secret.js'), join(root, 'sibling.js'))
  await symlink(join(root, 'index.js'), join(root, 'alias.js'))
  await symlink(join(root, 'notes.txt'), join(root, 'notes.js'))

  const handler = createStaticModuleHandler({ root, mountPath })
  server = createServer((req, res) => {
    if (req.url?.startsWith(mountPath)) return void handler(req, res)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  server?.closeAllConnections()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

describe('serving modules', () => {
  it('serves a .js file under the root as JavaScript with nosniff and a short cache', async () => {
    const response = await rawRequest(port, `${mountPath}/index.js`)
    expect(response.status).toBe(200)
    expect(response.body).toBe(moduleSource)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(moduleSource)))
  })

  it('serves .mjs files in subfolders and ignores the query string', async () => {
    expect((await rawRequest(port, `${mountPath}/sub/part.mjs`)).status).toBe(200)
    const withQuery = await rawRequest(port, `${mountPath}/index.js?v=3#x`)
    expect(withQuery.status).toBe(200)
    expect(withQuery.body).toBe(moduleSource)
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await rawRequest(port, `${mountPath}/index.js`, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(moduleSource)))
    expect(response.body).toBe('')
  })

  it('follows a symlink that stays inside the root', async () => {
    const response = await rawRequest(port, `${mountPath}/alias.js`)
    expect(response.status).toBe(200)
    expect(response.body).toBe(moduleSource)
  })

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await rawRequest(port, `${mountPath}/index.js`, method)
      expect(response.status, method).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
      expect(errorOf(response).code).toBe('method-not-allowed')
    }
  })
})

describe('refusing what is not a module under the root', () => {
  it('answers 404 for anything that is not an existing .js/.mjs file', async () => {
    for (const path of ['missing.js', 'style.css', 'data.json', 'notes.txt', 'folder.js', 'sub', 'index', 'index.js.map', 'index.JS']) {
      const response = await rawRequest(port, `${mountPath}/${path}`)
      expect(response.status, path).toBe(404)
      expect(errorOf(response).code).toBe('not-found')
    }
    expect((await rawRequest(port, mountPath)).status).toBe(404)
  })

  it('refuses a .js symlink whose target is not JavaScript', async () => {
    const response = await rawRequest(port, `${mountPath}/notes.js`)
    expect(response.status).toBe(404)
    expect(response.body).not.toContain('private notes')
  })

  it('refuses symlinks that lead outside the root with 403', async () => {
    for (const path of ['escape.js', 'linked-dir/secret.js', 'sibling.js']) {
      const response = await rawRequest(port, `${mountPath}/${path}`)
      expect(response.status, path).toBe(403)
      expect(response.body).not.toContain('secret =')
      expect(errorOf(response).code).toBe('forbidden')
    }
  })

  it.each([
    ['plain dots', '../secret.js'],
    ['dots inside', 'sub/../index.js'],
    ['deep dots', '../../../../etc/passwd.js'],
    ['single dot', './index.js'],
    ['empty segment', 'sub//part.mjs'],
    ['trailing slash', ''],
    ['encoded dots', '%2e%2e/secret.js'],
    ['upper-case encoded dots', '%2E%2E/secret.js'],
    ['half-encoded dots', '.%2e/secret.js'],
    ['encoded slash', '..%2fsecret.js'],
    ['encoded slash between names', 'sub%2Fpart.mjs'],
    ['encoded backslash', '..%5csecret.js'],
    ['backslash', '..\\secret.js'],
    ['backslash inside', 'sub\\part.mjs'],
    ['doubly encoded dots', '%252e%252e/secret.js'],
    ['doubly encoded slash', '..%252fsecret.js'],
    ['NUL byte', 'index.js%00.css'],
    ['NUL before the extension', 'secret%00.js'],
    ['hidden file', '.hidden.js'],
  ])('refuses %s with 403', async (_name, path) => {
    const response = await rawRequest(port, `${mountPath}/${path}`)
    expect(response.status).toBe(403)
    expect(response.body).not.toContain('secret =')
    expect(errorOf(response).code).toBe('forbidden')
  })

  it.each([
    ['a lone percent sign', 'index%.js'],
    ['a truncated escape', 'index%2.js'],
    ['a non-hex escape', '%zz.js'],
    ['an invalid UTF-8 sequence', '%e0%a4.js'],
  ])('answers 400 for %s', async (_name, path) => {
    const response = await rawRequest(port, `${mountPath}/${path}`)
    expect(response.status).toBe(400)
    expect(errorOf(response).code).toBe('bad-request')
  })

  it('answers 400 for an absurdly long path instead of touching the disk', async () => {
    const response = await rawRequest(port, `${mountPath}/${'a/'.repeat(600)}index.js`)
    expect(response.status).toBe(400)
  })

  it('keeps serving after raw bytes no HTTP client would send', async () => {
    await rawSocket(port, `GET ${mountPath}/..\0/secret.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    await rawSocket(port, `GET ${mountPath}/\xff\xfe.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    const response = await rawRequest(port, `${mountPath}/index.js`)
    expect(response.status).toBe(200)
  })
})

describe('options', () => {
  it('refuses a relative root or a malformed mount path with a TypeError', () => {
    expect(() => createStaticModuleHandler({ root: 'relative/dir', mountPath })).toThrow(TypeError)
    expect(() => createStaticModuleHandler({ root: workDir, mountPath: `${mountPath}/` })).toThrow(TypeError)
    expect(() => createStaticModuleHandler({ root: workDir, mountPath: 'no-slash' })).toThrow(TypeError)
    expect(() => createStaticModuleHandler({ root: workDir, mountPath: '/a/../b' })).toThrow(TypeError)
  })

  it('answers 404, not a crash, while the root does not exist', async () => {
    const handler = createStaticModuleHandler({ root: join(workDir, 'not-yet'), mountPath })
    const missingRoot = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => missingRoot.listen(0, '127.0.0.1', resolve))
    try {
      const response = await rawRequest((missingRoot.address() as AddressInfo).port, `${mountPath}/index.js`)
      expect(response.status).toBe(404)
      expect(errorOf(response).code).toBe('not-found')
    } finally {
      await new Promise<void>((resolve) => missingRoot.close(() => resolve()))
    }
  })
})

describe('the installed ai-orb package, mounted as the plugin mounts it', () => {
  it('serves the orb module and nothing else from the package', async () => {
    const orbRoot = dirname(createRequire(import.meta.url).resolve('ai-orb'))
    const handler = createStaticModuleHandler({ root: orbRoot, mountPath })
    const orbServer = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => orbServer.listen(0, '127.0.0.1', resolve))
    try {
      const orbPort = (orbServer.address() as AddressInfo).port
      const response = await rawRequest(orbPort, `${mountPath}/index.js`)
      expect(response.status).toBe(200)
      expect(response.body).toBe(await readFile(join(orbRoot, 'index.js'), 'utf8'))
      expect(response.body).toContain('export class AgentOrb')
      expect((await rawRequest(orbPort, `${mountPath}/index.d.ts`)).status).toBe(404)
      expect((await rawRequest(orbPort, `${mountPath}/../package.json`)).status).toBe(403)
      expect((await rawRequest(orbPort, `${mountPath}/%2e%2e/README.md`)).status).toBe(403)
    } finally {
      await new Promise<void>((resolve) => orbServer.close(() => resolve()))
    }
  })
})
