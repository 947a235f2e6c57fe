// @ts-check
// ESLint rules `project/no-import-cycle`: a module may not reach itself through its imports, and
// `project/no-folder-cycle`: the folders of a layered tree (pb_hooks/lib's domains) may not reach
// themselves either, and its base folders (core, shared) require nothing above them. Both follow what
// the bundler and PocketBase follow: static, type-only and dynamic imports, re-exports, `typeof
// import()`, CommonJS `require`, the tsconfig path aliases (@shared, @hooks) and the hooks'
// ``require(`${__hooks}/lib/x.js`)``, which no published import plugin resolves.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/** @typedef {{ target: string, start: number, end: number }} Edge an import of a project file, with its place in the source */
/** @typedef {{ prefix: string, wildcard: boolean, targets: string[] }} Alias a tsconfig `paths` entry, targets absolute */
/** @typedef {{ aliases: Alias[], hooksDir: string }} Resolution */

/** What can hold imports; a JSON module (or an image) ends a path. */
const scriptExtension = /\.[cm]?[jt]sx?$/
/** What an extensionless specifier may name, in the order the bundler tries. */
const candidateExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json']

/** @param {string} file */
function scriptKind(file) {
  const extension = extname(file)
  if (extension === '.tsx') return ts.ScriptKind.TSX
  if (extension === '.jsx') return ts.ScriptKind.JSX
  if (/^\.[cm]?js$/.test(extension)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/**
 * The path a specifier names, as written (`require` of a template literal counts when it is
 * `${__hooks}` followed by plain text); null for anything computed.
 * @param {ts.Node | undefined} node
 * @param {string} hooksDir
 */
function specifierText(node, hooksDir) {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (
    ts.isTemplateExpression(node) &&
    node.head.text === '' &&
    node.templateSpans.length === 1 &&
    ts.isIdentifier(node.templateSpans[0].expression) &&
    node.templateSpans[0].expression.text === '__hooks'
  ) {
    return hooksDir + node.templateSpans[0].literal.text
  }
  return null
}

/**
 * Every specifier of a module with the node that holds it.
 * @param {ts.SourceFile} source
 * @param {string} hooksDir
 * @returns {{ specifier: string, node: ts.Node }[]}
 */
function specifiers(source, hooksDir) {
  /** @type {{ specifier: string, node: ts.Node }[]} */
  const found = []
  /** @param {ts.Node} node @param {ts.Node | undefined} argument */
  const add = (node, argument) => {
    const specifier = specifierText(argument, hooksDir)
    if (specifier !== null) found.push({ specifier, node })
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier)
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node, node.moduleReference.expression)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal)
    else if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node, node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** @param {string} path */
function isFile(path) {
  return existsSync(path) && statSync(path).isFile()
}

/**
 * The file an absolute path names the way the bundler finds it: as is, with an extension, as a
 * folder's index, or a `.js` written for the `.ts` beside it.
 * @param {string} path
 */
function resolveFile(path) {
  if (isFile(path)) return path
  for (const extension of candidateExtensions) if (isFile(path + extension)) return path + extension
  for (const extension of candidateExtensions) if (isFile(join(path, `index${extension}`))) return join(path, `index${extension}`)
  if (/\.[cm]?js$/.test(path)) {
    const stem = path.replace(/\.([cm]?)js$/, '.$1ts')
    if (isFile(stem)) return stem
    if (isFile(`${stem}x`)) return `${stem}x`
  }
  return null
}

/**
 * The project file a specifier names; null for a package or a file that does not exist.
 * @param {string} specifier
 * @param {string} importer
 * @param {Resolution} resolution
 */
function resolveSpecifier(specifier, importer, { aliases }) {
  const path = specifier.replace(/[?#].*$/, '')
  if (path.startsWith('.') || path.startsWith('/')) return resolveFile(resolve(dirname(importer), path))
  for (const alias of aliases) {
    const matches = alias.wildcard ? path.startsWith(alias.prefix) : path === alias.prefix
    if (!matches) continue
    const rest = alias.wildcard ? path.slice(alias.prefix.length) : ''
    for (const target of alias.targets) {
      const file = resolveFile(alias.wildcard ? target + rest : target)
      if (file) return file
    }
  }
  return null
}

/**
 * A module's imports of project files.
 * @param {string} file
 * @param {string} text
 * @param {Resolution} resolution
 * @returns {{ source: ts.SourceFile, edges: Edge[] }}
 */
function moduleEdges(file, text, resolution) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file))
  /** @type {Edge[]} */
  const edges = []
  for (const { specifier, node } of specifiers(source, resolution.hooksDir)) {
    const target = resolveSpecifier(specifier, file, resolution)
    if (target) edges.push({ target, start: node.getStart(source), end: node.getEnd() })
  }
  return { source, edges }
}

/** @type {Map<string, { mtimeMs: number, targets: string[] }>} */
const graphCache = new Map()

/**
 * The project files a file on disk imports, cached until it changes.
 * @param {string} file
 * @param {Resolution} resolution
 */
function importsOf(file, resolution) {
  if (!scriptExtension.test(file)) return []
  const { mtimeMs } = statSync(file)
  const cached = graphCache.get(file)
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets
  const targets = [...new Set(moduleEdges(file, readFileSync(file, 'utf8'), resolution).edges.map((edge) => edge.target))]
  graphCache.set(file, { mtimeMs, targets })
  return targets
}

/**
 * The shortest import path from `start` back to `goal`, both included; null when there is none.
 * @param {string} start
 * @param {string} goal
 * @param {Resolution} resolution
 */
function pathBack(start, goal, resolution) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index]
    for (const next of importsOf(file, resolution)) {
      if (next === goal) {
        const path = [goal]
        for (let step = /** @type {string | null} */ (file); step !== null; step = cameFrom.get(step) ?? null) path.unshift(step)
        return path
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

/**
 * The `paths` of a tsconfig as absolute alias targets.
 * @param {string} tsconfigFile
 * @returns {Alias[]}
 */
function tsconfigAliases(tsconfigFile) {
  const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const options = config?.compilerOptions ?? {}
  const base = resolve(dirname(tsconfigFile), options.baseUrl ?? '.')
  /** @type {Record<string, string[]>} */
  const paths = options.paths ?? {}
  return Object.entries(paths).map(([pattern, targets]) => {
    const wildcard = pattern.endsWith('*')
    return {
      prefix: wildcard ? pattern.slice(0, -1) : pattern,
      wildcard,
      targets: targets.map((target) => resolve(base, wildcard ? target.replace(/\*$/, '') : target) + (wildcard && target.endsWith('/*') ? '/' : '')),
    }
  })
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing module.' },
    schema: [
      {
        type: 'object',
        properties: {
          tsconfig: { type: 'string', description: 'The tsconfig whose `paths` are the aliases.' },
          hooksDir: { type: 'string', description: "What PocketBase's `__hooks` names." },
        },
        required: ['tsconfig', 'hooksDir'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{path}}. Make the imports go one way (move what both sides need into a module of its own).' },
  },
  create(context) {
    const { tsconfig, hooksDir } = context.options[0]
    const resolution = { aliases: tsconfigAliases(resolve(context.cwd, tsconfig)), hooksDir: resolve(context.cwd, hooksDir) }
    const file = resolve(context.filename)
    return {
      'Program:exit'() {
        const { source, edges } = moduleEdges(file, context.sourceCode.text, resolution)
        const reported = new Set()
        for (const edge of edges) {
          if (reported.has(edge.target)) continue
          const cycle = edge.target === file ? [file, file] : pathBack(edge.target, file, resolution)
          if (!cycle) continue
          reported.add(edge.target)
          const at = (/** @type {number} */ position) => {
            const { line, character } = source.getLineAndCharacterOfPosition(position)
            return { line: line + 1, column: character }
          }
          const path = (edge.target === file ? cycle : [file, ...cycle]).map((step) => relative(context.cwd, step)).join(' → ')
          context.report({ loc: { start: at(edge.start), end: at(edge.end) }, messageId: 'cycle', data: { path } })
        }
      },
    }
  },
}

/**
 * Every script file under `dir`, recursively.
 * @param {string} dir
 * @returns {string[]}
 */
function scriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return scriptFiles(path)
    return scriptExtension.test(entry.name) ? [path] : []
  })
}

/**
 * The folder of `root` a file lies in (its first path segment below `root`); null outside `root` or for
 * a file directly in it.
 * @param {string} root
 * @param {string} file
 */
function folderOf(root, file) {
  const rest = relative(root, file)
  if (rest.startsWith('..') || !rest.includes(sep)) return null
  return rest.split(sep)[0]
}

/**
 * Which folders of `root` each folder requires, with one file-level import that makes each edge.
 * @param {string} root
 * @param {Resolution} resolution
 * @returns {Map<string, Map<string, { from: string, to: string }>>}
 */
function folderGraph(root, resolution) {
  /** @type {Map<string, Map<string, { from: string, to: string }>>} */
  const graph = new Map()
  for (const file of scriptFiles(root)) {
    const folder = folderOf(root, file)
    if (folder === null) continue
    const edges = graph.get(folder) ?? new Map()
    graph.set(folder, edges)
    for (const target of importsOf(file, resolution)) {
      const other = folderOf(root, target)
      if (other !== null && other !== folder && !edges.has(other)) edges.set(other, { from: file, to: target })
    }
  }
  return graph
}

/**
 * The shortest folder path from `start` back to `goal` in `graph`, both included; null when there is none.
 * @param {Map<string, Map<string, unknown>>} graph
 * @param {string} start
 * @param {string} goal
 */
function folderPathBack(graph, start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  for (let index = 0; index < queue.length; index++) {
    const folder = queue[index]
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (next === goal) {
        const path = [goal]
        for (let step = /** @type {string | null} */ (folder); step !== null; step = cameFrom.get(step) ?? null) path.unshift(step)
        return path
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder)
        queue.push(next)
      }
    }
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a folder of a layered tree from reaching itself through its files' imports, and its base folders from importing upwards." },
    schema: [
      {
        type: 'object',
        properties: {
          tsconfig: { type: 'string', description: 'The tsconfig whose `paths` are the aliases.' },
          hooksDir: { type: 'string', description: "What PocketBase's `__hooks` names." },
          root: { type: 'string', description: 'The layered tree: each folder directly in it is one domain.' },
          base: { type: 'array', items: { type: 'string' }, description: 'The bottom folders, lowest first: each may import only those before it.' },
        },
        required: ['tsconfig', 'hooksDir', 'root', 'base'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Folder cycle: {{path}} ({{back}}). Domains require one way: move what both need down (into {{lowest}}) or up into the domain that uses both.',
      upward: '{{folder}}/ is a base layer: it may import only {{allowed}}, not {{target}}/.',
    },
  },
  create(context) {
    /** @type {{ tsconfig: string, hooksDir: string, root: string, base: string[] }} */
    const { tsconfig, hooksDir, root: rootOption, base } = context.options[0]
    const resolution = { aliases: tsconfigAliases(resolve(context.cwd, tsconfig)), hooksDir: resolve(context.cwd, hooksDir) }
    const root = resolve(context.cwd, rootOption)
    const file = resolve(context.filename)
    const folder = folderOf(root, file)
    if (folder === null) return {}
    return {
      'Program:exit'() {
        const { source, edges } = moduleEdges(file, context.sourceCode.text, resolution)
        /** @type {Map<string, Map<string, { from: string, to: string }>> | null} */
        let graph = null
        const reported = new Set()
        const at = (/** @type {number} */ position) => {
          const { line, character } = source.getLineAndCharacterOfPosition(position)
          return { line: line + 1, column: character }
        }
        for (const edge of edges) {
          const target = folderOf(root, edge.target)
          if (target === null || target === folder || reported.has(target)) continue
          const loc = { start: at(edge.start), end: at(edge.end) }
          const level = base.indexOf(folder)
          if (level >= 0) {
            const allowed = base.slice(0, level)
            if (!allowed.includes(target)) {
              reported.add(target)
              context.report({ loc, messageId: 'upward', data: { folder, target, allowed: allowed.length ? allowed.map((name) => `${name}/`).join(', ') : 'its own files' } })
            }
            continue
          }
          graph ??= folderGraph(root, resolution)
          const cycle = folderPathBack(graph, target, folder)
          if (!cycle) continue
          reported.add(target)
          const [from, to] = [cycle[cycle.length - 2], cycle[cycle.length - 1]]
          const link = graph.get(from)?.get(to)
          const back = link ? `${relative(root, link.from)} requires ${relative(root, link.to)}` : ''
          context.report({ loc, messageId: 'cycle', data: { path: [folder, ...cycle].join(' → '), back, lowest: `${base[base.length - 1]}/` } })
        }
      },
    }
  },
}

export default { meta: { name: 'project' }, rules: { 'no-import-cycle': noImportCycle, 'no-folder-cycle': noFolderCycle } }
