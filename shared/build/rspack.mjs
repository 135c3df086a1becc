// One rspack configuration for the shell and every remote, so build behaviour (TS/JSX, CSS, federation,
// dev proxy) is identical everywhere and each app's rspack.config.mjs is a few lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { CONTRACT, createFederationConfig, REACT_ROUTER, ZOD } from './federation.mjs';
import { SectionManifestPlugin } from './section-manifest.mjs';

const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;

// Where the federation runtime's own packages are installed (they are dependencies of the federation plugin,
// not of this package): the standalone runtime provider is built from the same copy the plugin injects.
const require = createRequire(import.meta.url);
const mfRspack = createRequire(require.resolve('@module-federation/enhanced/rspack')).resolve(
  '@module-federation/rspack',
);
const runtimeToolsCjs = createRequire(mfRspack).resolve('@module-federation/runtime-tools/runtime-core');
const MF_RUNTIME = {
  /** node_modules holding @module-federation/runtime-tools. */
  modules: join(dirname(runtimeToolsCjs), '..', '..', '..'),
  version: JSON.parse(readFileSync(join(dirname(runtimeToolsCjs), '..', 'package.json'), 'utf8')).version,
  provider: join(dirname(fileURLToPath(import.meta.url)), 'mf-runtime-provider.mjs'),
  /** The provider's file in a remote's output, loaded by its standalone page (index.html) before its code. */
  file: 'mf-runtime.js',
};

/** Writes `.br` and `.gz` beside every text asset of a production build, so servers send them as they are. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
        const file = join(out, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    });
  }
}

/**
 * @param {{ dir: string, name: string, port?: number, exposes?: Record<string,string>, title?: string, sectionFile?: string, outputPath?: string }} opts
 * `dir` is the app folder; its dev-server port is its package.json's `config.port` unless `port` is given (the
 * repository's scripts read the same field, decision 033). A remote passes `exposes`, and its `src/section.ts` (or `sectionFile`) becomes
 * `section.json` in the output. In dev every app proxies `/api` and `/uploads` to
 * the API (API_URL, default http://127.0.0.1:4000), so a remote running standalone talks to the real API.
 */
export function createRspackConfig({ dir, name, port, exposes, title = 'Abode', sectionFile, outputPath }) {
  const isRemote = Boolean(exposes);
  const app = appConfig({ dir, name, port, exposes, title, sectionFile, outputPath });
  // A remote is two builds: the section, and the federation runtime its standalone page provides itself.
  return isRemote ? [app, runtimeProviderConfig(app)] : app;
}

/**
 * The standalone runtime provider of a remote (mf-runtime-provider.mjs), written beside the remote's files as
 * MF_RUNTIME.file; no federation of its own.
 */
function runtimeProviderConfig(app) {
  return {
    name: `${app.name}-runtime`,
    mode: app.mode,
    context: app.context,
    entry: { 'mf-runtime': MF_RUNTIME.provider },
    devtool: false,
    output: { path: app.output.path, filename: MF_RUNTIME.file, clean: false, iife: true },
    resolve: { modules: [MF_RUNTIME.modules, 'node_modules'] },
    plugins: [new rspack.DefinePlugin({ __MF_VERSION__: JSON.stringify(MF_RUNTIME.version) })],
    optimization: { minimize: app.optimization.minimize },
    performance: false,
  };
}

/** The standalone page of a remote: its index.html with the runtime provider loaded first. */
function standaloneTemplate(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return html.replace('</head>', `  <script src="/${MF_RUNTIME.file}"></script>\n  </head>`);
}

function appConfig({ dir, name, port, exposes, title, sectionFile, outputPath }) {
  const appPkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const devPort = port ?? appPkg.config?.port;
  const isRemote = Boolean(exposes);
  const prod = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
  return {
    name,
    mode: prod ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // No source maps in production builds: a remote's dist is copied as it is to whatever serves it (this
    // API, a CDN), so a map written there would be public. Development keeps fast eval maps. SOURCE_MAPS=1
    // writes maps for a local look at what a script is made of (bench/README.md); never deploy that build.
    devtool: prod ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    output: {
      path: outputPath ?? join(dir, 'dist'),
      // A remote's chunks resolve against wherever its manifest was served from (CDN or /remotes/<x>/).
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      // The runtime provider (a second build, see createRspackConfig) writes into the same folder, and the
      // server build (createServerRspackConfig) into its `server/` folder.
      clean: isRemote
        ? { keep: new RegExp(`${MF_RUNTIME.file.replace('.', '\\.')}|(^|[\\\\/])server([\\\\/]|$)`) }
        : true,
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The real packages, for the browser lists that are shared in their place (federation.mjs).
      alias: { 'react-router-full$': REACT_ROUTER.entry(prod), 'zod-full$': ZOD.entry },
    },
    module: {
      // `import classes from './X.module.css'` (Mantine's convention) rather than named exports.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!@abode)/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
              target: 'es2022',
            },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Absolute script URLs so deep links work when a remote is served standalone on its own origin;
      // chunks still resolve against the remote's own location (publicPath 'auto').
      new rspack.HtmlRspackPlugin({
        ...(isRemote ? { templateContent: standaloneTemplate(dir) } : { template: join(dir, 'index.html') }),
        title,
        minify: prod,
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        __ABODE_CONTRACT__: JSON.stringify(CONTRACT.version),
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new ModuleFederationPlugin(createFederationConfig({ name, exposes, appPkg })),
      ...(isRemote ? [new SectionManifestPlugin({ dir, sectionFile })] : []),
      ...(prod ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: prod },
    performance: false,
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      proxy: [{ context: ['/api', '/uploads'], target: apiUrl, changeOrigin: true }],
    },
  };
}

/**
 * The server build of a remote (spike, docs/notes/ssr-spike.md): the same sources and federation contract
 * built for Node (`target: 'async-node'`) into `dist/server/`, so a page server loads it at run time by URL
 * beside the browser build. Its remoteEntry.js is a CommonJS module the federation runtime evaluates in Node;
 * the node runtime plugin loads its chunks over HTTP from where that entry was served. CSS is reduced to the
 * class names (the browser build carries the styles). Nothing here changes the browser build.
 * @param {{ dir: string, name: string, exposes: Record<string,string> }} opts
 */
export function createServerRspackConfig({ dir, name, exposes }) {
  const app = appConfig({ dir, name, exposes, title: 'Abode' });
  const appPkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const federation = createFederationConfig({ name, exposes, appPkg });
  const nodeRuntimePlugin = createRequire(join(dir, 'package.json')).resolve('@module-federation/node/runtimePlugin');
  return {
    ...app,
    name: `${name}-server`,
    target: 'async-node',
    devtool: false,
    output: {
      ...app.output,
      path: join(dir, 'dist', 'server'),
      clean: true,
      // No public path ('auto' reads a <script> element): the node runtime plugin then resolves chunks against
      // the URL the entry was loaded from (its fallback when the public path is not a URL).
      publicPath: '',
      // The browser build's uniqueName: CSS module class names derive from it and must match for hydration.
      uniqueName: name,
    },
    module: {
      ...app.module,
      generator: {
        'css/auto': { exportsOnly: true },
        'css/module': { exportsOnly: true },
        css: { exportsOnly: true },
      },
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __ABODE_CONTRACT__: JSON.stringify(CONTRACT.version),
      }),
      new ModuleFederationPlugin({
        ...federation,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        // The page server has no runtime core of its own to lend: the entry bundles one.
        experiments: {},
        manifest: { fileName: 'mf-manifest.json' },
        runtimePlugins: [nodeRuntimePlugin],
      }),
    ],
    optimization: { minimize: false },
  };
}
