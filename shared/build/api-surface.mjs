// The public surface of `@abode/shared`, computed from its declaration output, and the semver rule that ties it
// to the package's version (docs/decisions/034-an-honest-shared-version.md). A section is admitted when its
// `shared` range accepts the portal's version (src/section/check.ts), so the version must change with the
// surface: an added export or member needs a minor bump, a removed export or member or a changed type a major.
//
// The surface is a set of facts, one per exported declaration and one per member of an exported interface,
// class, enum or object type: a key (`./wire ApiErrorCode`, `./core ApiError.status`) and the declaration's
// text as tsc emits it (comments dropped, whitespace collapsed, `import("…")` qualifiers removed so moving a
// file is not a change). Only what an entry point of package.json "exports" reaches counts.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const sharedDir = join(import.meta.dirname, '..');

/** Where the declaration output lives while it is read: a directory that exists nowhere on disk. */
const VIRTUAL = '/__abode_shared_surface__';

/** The TypeScript entry points of package.json "exports" (CSS and the .mjs build helpers have no declarations). */
export function entryPoints(pkg) {
  return Object.entries(pkg.exports ?? {})
    .filter(([, file]) => /\.tsx?$/.test(file))
    .map(([name, file]) => ({ name, file: join(sharedDir, file) }));
}

/** Emits the declarations of the entry points into memory: a map from virtual `.d.ts` path to its text. */
function emitDeclarations(entries) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(sharedDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: sharedDir,
    outDir: VIRTUAL,
  };
  const program = ts.createProgram({ rootNames: entries.map((e) => e.file), options });
  const out = new Map();
  const result = program.emit(undefined, (path, text) => out.set(path, text), undefined, true);
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length)
    throw new Error(
      `the declarations of @abode/shared do not emit:\n${ts.formatDiagnostics(errors, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => sharedDir,
        getNewLine: () => '\n',
      })}`,
    );
  return out;
}

const declarationPath = (file) => join(VIRTUAL, relative(sharedDir, file)).replace(/\.tsx?$/, '.d.ts');

/** Collapses a printed declaration to one comparable line. */
export function normalise(text) {
  return text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*;\s*$/, '')
    .trim();
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const print = (node) => normalise(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));

const isPrivate = (member) =>
  (member.name && ts.isPrivateIdentifier(member.name)) ||
  ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private;

function memberKey(member) {
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  if (ts.isCallSignatureDeclaration(member)) return '()';
  if (ts.isConstructSignatureDeclaration(member)) return 'new()';
  if (ts.isIndexSignatureDeclaration(member)) return `[${print(member.parameters[0].type)}]`;
  return member.name ? member.name.getText() : print(member);
}

/** The header of a declaration with members: everything but the members (`interface A<T> extends B`). */
function headerOf(node) {
  const text = print(node);
  const open = text.indexOf('{');
  return open < 0 ? text : `${text.slice(0, open).trim()} {…}`;
}

/** The facts of one exported declaration: its header or whole text, and one per public member. */
function factsOfDeclaration(name, node, add) {
  const members =
    ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)
      ? node.members
      : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
        ? node.type.members
        : null;
  if (!members) {
    add(name, print(ts.isVariableDeclaration(node) ? node.parent.parent : node));
    return;
  }
  add(name, headerOf(node));
  for (const member of members) if (!isPrivate(member)) add(`${name}.${memberKey(member)}`, print(member));
}

/**
 * The surface of declaration files: `files` maps `.d.ts` paths to their text, `entries` names each entry point
 * and its file, and `aliases` maps package specifiers (`@abode/shared/core`) to files of `files`.
 * Returns a Map from `<entry> <key>` to the fact's text.
 */
export function surfaceOfDeclarations(files, entries, aliases = {}) {
  const options = {
    noLib: true,
    types: [],
    noResolve: false,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: '/',
    paths: Object.fromEntries(Object.entries(aliases).map(([spec, file]) => [spec, [file]])),
  };
  const host = ts.createCompilerHost(options);
  const known = (path) => files.has(path);
  host.fileExists = known;
  host.readFile = (path) => files.get(path);
  host.getSourceFile = (path, languageVersion) =>
    known(path) ? ts.createSourceFile(path, files.get(path), languageVersion, true) : undefined;
  host.directoryExists = (dir) => [...files.keys()].some((f) => f.startsWith(`${dir}/`));
  const program = ts.createProgram({ rootNames: entries.map((e) => e.file), options, host });
  const checker = program.getTypeChecker();
  const facts = new Map();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no declarations for ${entry.name} (${entry.file})`);
    const add = (key, text) => {
      const full = `${entry.name} ${key}`;
      // Overloads and declaration merges (a zod schema and its inferred type share a name) join under one key.
      facts.set(full, facts.has(full) ? `${facts.get(full)} & ${text}` : text);
    };
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = target.declarations ?? [];
      if (!declarations.length) add(exported.name, '(unresolved re-export)');
      for (const declaration of declarations) factsOfDeclaration(exported.name, declaration, add);
    }
  }
  return new Map([...facts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The public surface of the package on disk, and its version. */
export function currentSurface() {
  const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  const entries = entryPoints(pkg);
  const files = emitDeclarations(entries);
  const virtualEntries = entries.map((e) => ({ name: e.name, file: declarationPath(e.file) }));
  const aliases = Object.fromEntries(
    virtualEntries.map((e) => [e.name === '.' ? pkg.name : `${pkg.name}/${e.name.slice(2)}`, e.file]),
  );
  return { version: pkg.version, facts: surfaceOfDeclarations(files, virtualEntries, aliases) };
}

const HEADER = '# @abode/shared public surface at version ';

/** The snapshot file's text: the version it belongs to, then one fact a line (`<entry> <key>\t<text>`). */
export function formatSnapshot({ version, facts }) {
  const lines = [...facts].map(([key, text]) => `${key}\t${text}`);
  return `${HEADER}${version}\n# Written by \`node scripts/check-shared-version.mjs --update\`; do not edit by hand.\n${lines.join('\n')}\n`;
}

/** Reads a snapshot written by {@link formatSnapshot}. */
export function parseSnapshot(text) {
  const [first = '', , ...lines] = text.split('\n');
  if (!first.startsWith(HEADER)) throw new Error('not an @abode/shared surface snapshot');
  const facts = new Map();
  for (const line of lines) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    facts.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return { version: first.slice(HEADER.length).trim(), facts };
}

/**
 * What changed between two surfaces and the bump it needs: a removed or changed fact a major, an added one
 * a minor, none otherwise.
 */
export function classify(before, after) {
  const added = [...after.keys()].filter((k) => !before.has(k));
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k));
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : 'none';
  return { added, removed, changed, bump };
}

const parseVersion = (v) => {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`not a plain semver version: ${v}`);
  return m.slice(1).map(Number);
};

/** The smallest version after `from` that a bump of the given size allows. */
export function bumped(from, bump) {
  const [major, minor, patch] = parseVersion(from);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch}`;
}

/** Whether going from version `from` to `to` is a bump of at least the given size. */
export function bumpAllows(from, to, bump) {
  const [a, b, c] = parseVersion(from);
  const [x, y, z] = parseVersion(to);
  if (bump === 'major') return x > a;
  if (bump === 'minor') return x > a || (x === a && y > b);
  return x > a || (x === a && (y > b || (y === b && z >= c)));
}
