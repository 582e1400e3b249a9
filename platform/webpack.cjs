/**
 * @craft/platform's webpack preset: the one place for loaders, the shared-singleton list and
 * dev-server settings. Each app's webpack.config.js only adds its name, what it exposes, and its
 * port. Everything is resolved from the app's own folder (its package.json, its node_modules), so
 * a remote builds the same inside this repository and in a team's own checkout.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const fs = require('node:fs');
const zlib = require('node:zlib');
const styledComponentIds = require('./loaders/styled-component-ids.cjs');
const { NormalModuleReplacementPlugin } = require('webpack');

/**
 * Production builds ship each script (and stylesheet) of 1 KB or more next to its brotli
 * (quality 11) and gzip (level 9) copies; the web server sends those (@fastify/static
 * preCompressed) instead of compressing on the fly at a fast, weaker level. About 14% fewer bytes
 * on the landing page (npm run bench:web). Every such file gets both copies, whatever the ratio
 * (minRatio: Infinity), so the server never falls back to on-the-fly compression for one of them.
 */
const precompress = () => {
  const common = { test: /\.(js|css)$/, threshold: 1024, minRatio: Infinity };
  return [
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
  ];
};

/**
 * The chunks the host needs before its first render: the `import('./bootstrap')` chunk group and,
 * for every shared module those chunks consume, the chunks of the host's own copy (the one the
 * runtime picks when no remote has loaded yet), followed transitively. Nested `import()`s (pages
 * loaded later) are left out.
 */
function startupChunkFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunk = entrypoint.getEntrypointChunk();
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module.blocks.length > 0) providers.set(module._name, module);
  }
  const files = new Set();
  const seenChunks = new Set([entryChunk]);
  const pendingGroups = [];
  const addBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) pendingGroups.push(group);
    }
  };
  // The entry chunk holds a provider for every shared module; only those a start-up chunk consumes
  // count (below), or the page would preload code it only needs later (the live stream, say).
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) if (module.type !== 'provide-module') addBlocks(module);
  while (pendingGroups.length > 0) {
    const group = pendingGroups.pop();
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (/\.js$/.test(file)) files.add(file);
      const consumes = chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? [];
      for (const consume of consumes) {
        const shareKey = consume.options.shareKey;
        const provider = providers.get(shareKey);
        addBlocks(provider ?? consume);
      }
    }
  }
  return [...files].sort();
}

/**
 * Lists the host's start-up chunks as `<link rel="preload">` in index.html, so the browser fetches
 * them while main.js (the federation runtime) is still loading instead of after it ran: one round
 * trip less before the first render. Only the host's own hashed chunks; remotes stay run-time config.
 */
class PreloadStartupChunksPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = startupChunkFiles(compilation, this.entryName);
        data.headTags.push(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Emits one JSON file into the build's output; `produce` returns its content, or throws to fail
 * the build with that message.
 */
class JsonAssetPlugin {
  constructor({ file, produce }) {
    this.file = file;
    this.produce = produce;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonAssetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const { value, indent } = this.produce();
            compilation.emitAsset(this.file, new RawSource(`${JSON.stringify(value, null, indent)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.file}: ${error.message}`));
          }
        },
      );
    });
  }
}

/**
 * The remote's manifest (src/app/manifest.ts: routes, guards, entries, links, texts) as
 * remote-manifest.json beside mf-manifest.json, after checking it against the contract. The web
 * server folds the live build's copy into /config.json, so the host knows the remote's routes
 * without loading any of its code. Evaluated with tsx in a fresh namespace on every compilation.
 */
const remoteManifestAsset = ({ dir, source, remote }) =>
  new JsonAssetPlugin({
    file: 'remote-manifest.json',
    produce: () => {
      const { register } = require('tsx/cjs/api');
      const api = register({ namespace: `remote-manifest-${Date.now()}` });
      try {
        const { manifest } = api.require(source, __filename);
        const { manifestProblem } = api.require(resolveFrom(dir, '@craft/shared/contracts/remotes'), __filename);
        const problem = manifestProblem(manifest, remote);
        if (problem) throw new Error(`${path.relative(dir, source)}: ${problem}`);
        return { value: manifest, indent: 2 };
      } finally {
        api.unregister();
      }
    },
  });

/** The host's dist/contract.json: the remote-contract version this host build provides. */
const hostContractAsset = (dir) =>
  new JsonAssetPlugin({
    file: 'contract.json',
    produce: () => {
      const file = resolveFrom(dir, '@craft/shared/contracts/contract-version.json');
      const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
      return { value: { version } };
    },
  });

/** A module as the app at `dir` resolves it (its node_modules, or the workspace's). */
const resolveFrom = (dir, request) => require.resolve(request, { paths: [dir] });
/** The version of a package as the app at `dir` has it installed: what its build provides. */
const installedVersion = (dir, name) => require(resolveFrom(dir, `${name}/package.json`)).version;

/**
 * react-router 7 is one large module (52 KB compressed), and a shared module is not tree-shaken
 * unless the build is told which exports the apps use: with the list, it is about 13 KB. The list
 * (router-exports.js) names what the shipped code imports, tests excluded; every app declares the
 * same list, so the one copy the first app provides serves them all.
 */
const routerTreeShaking = { mode: 'runtime-infer', usedExports: require('./router-exports.cjs') };

/**
 * Exactly one copy of each of these may run in the page, whichever app loads first. Each app
 * provides the version it has installed and requires the range its own package.json declares
 * (a caret of the installed version for what it does not declare, such as react-router): so a
 * remote built against a newer @craft/shared than the live host's says so in its mf-manifest.json
 * (`shared[].requiredVersion`), where the deploy check reads it.
 *
 * The host requires no range: it loads first, so the copy the page uses is its own, and checking
 * its own version against its own range could only succeed. The check is not free: the federation
 * runtime parses the range with a dozen fresh regular expressions for every singleton the page
 * starts with, which was a third of the host's first script task on a phone.
 *
 * @param {string} dir the app's folder
 * @param {{ isHost?: boolean }} [options]
 */
const sharedSingletons = (dir, { isHost = false } = {}) => {
  const app = require(path.join(dir, 'package.json'));
  const declared = { ...app.devDependencies, ...app.peerDependencies, ...app.dependencies };
  const range = (name) => (isHost ? false : (declared[name] ?? `^${installedVersion(dir, name)}`));
  const singleton = (name) => ({ singleton: true, requiredVersion: range(name) });
  // @craft/shared's singletons refuse a host copy outside the remote's range (strictVersion): the
  // remote's module then fails to load and the host shows its "unavailable" notice for it, instead
  // of a page calling a function the host's older copy does not have.
  const sharedVersion = installedVersion(dir, '@craft/shared');
  const craftShared = { singleton: true, strictVersion: !isHost, version: sharedVersion, requiredVersion: range('@craft/shared') };
  return {
    react: singleton('react'),
    // Subpath keys so react/jsx-runtime and react-dom/client are shared too.
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': { ...singleton('react-router'), treeShaking: routerTreeShaking },
    'react-router-dom': { ...singleton('react-router-dom'), treeShaking: routerTreeShaking },
    'styled-components': singleton('styled-components'),
    // axios is not shared on its own: only @craft/shared's one client uses it (apps reach it through
    // there), which loads it as a chunk of its own with the page's first API call.
    '@craft/shared': craftShared,
    // The page's one QueryClient and TanStack Query itself: one cache for host and remotes.
    '@craft/shared/query': craftShared,
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The page's one live stream: host (the navbar's unread badge) and remotes (messages) share it.
    '@craft/shared/live': craftShared,
    // One language for the page: our catalogue registry with Lingui inside it (one chunk,
    // one instance; apps reach Lingui only through @craft/shared/i18n).
    '@craft/shared/i18n': craftShared,
    // The server's per-render state (which language, config and query cache the running render has):
    // host and remotes must ask the same module.
    '@craft/shared/request-scope': craftShared,
  };
};

/**
 * Type-checking is `npm run typecheck`; the bundle build only transpiles. Styled components get
 * fixed ids, so the server's and the browser's class names agree.
 */
const tsLoaderOptions = (dir) => ({
  transpileOnly: true,
  configFile: path.join(dir, 'tsconfig.json'),
  getCustomTransformers: () => ({ before: [styledComponentIds(path.dirname(dir))] }),
});

const commonRules = [
  { test: /\.(png|jpe?g|svg|webp|ico)$/i, type: 'asset' },
  // Message catalogues, compiled at build time: each language is its own chunk.
  { test: /[\\/]locales[\\/][a-z]{2}\.json$/, type: 'javascript/auto', loader: path.join(__dirname, 'loaders/catalog-loader.cjs') },
];

/** What the browser and the server build of an app tell the federation alike. */
const federationBase = ({ name, dir, exposes, isHost }) => ({
  name,
  filename: 'remoteEntry.js',
  exposes: exposes ?? {},
  // The host registers remotes at run time from /config.json; nothing is baked in.
  remotes: {},
  shared: sharedSingletons(dir, { isHost }),
  // Do not fetch every remote at start-up just to negotiate shared versions.
  shareStrategy: 'loaded-first',
  // Exposed-module types live in @craft/shared; no type download, no network in builds.
  dts: false,
});

/**
 * @param {object} options
 * @param {string} options.name federation container name
 * @param {string} options.dir the app's folder (__dirname)
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.isHost] the host emits index.html and owns the page
 * @param {'buyer'|'seller'} [options.remote] a remote: its src/app/manifest.ts becomes remote-manifest.json
 * @param {string} options.mode webpack mode
 */
function defineConfig({ name, dir, port, exposes, isHost = false, remote, mode }) {
  const production = mode === 'production';
  return {
    mode,
    entry: { main: path.join(dir, 'src', 'index.ts') },
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever remoteEntry.js was served from,
      // so a team can move its bundle without rebuilding the host. The host lives at /.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep fixed names (served no-cache; the federation runtime cannot hash them);
      // every other chunk is content-hashed and cached immutably.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // A remote's server build (dist/server) is written beside this one.
      clean: isHost ? true : { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: tsLoaderOptions(dir),
        },
        ...commonRules,
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase({ name, dir, exposes, isHost }),
        manifest: true,
        // Browser-only bundles: the runtime's Node.js code paths are left out. A remote never loads
        // other remotes (the host does, from manifests), so its runtime copy drops that code too.
        // The host loads each remote's remoteEntry.js directly (host/src/federation/remotes.ts), so
        // neither needs the manifest ("snapshot") code.
        experiments: { optimization: { target: 'web', disableSnapshot: true, ...(!isHost && { disableRemote: true }) } },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'public', 'index.html'),
              favicon: path.join(dir, 'public', 'favicon.svg'),
            }),
            ...(production ? [new PreloadStartupChunksPlugin()] : []),
            hostContractAsset(dir),
          ]
        : []),
      // Browser bundles talk to the API through axios's XMLHttpRequest adapter only.
      new NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'loaders/axios-fetch-adapter-absent.mjs')),
      ...(remote ? [remoteManifestAsset({ dir, source: path.join(dir, 'src', 'app', 'manifest.ts'), remote })] : []),
      ...(production ? precompress() : []),
    ],
    optimization: {
      // A separate runtime chunk breaks federation containers.
      runtimeChunk: false,
      // The host's copies of React (react, react/jsx-runtime, react-dom, react-dom/client, scheduler)
      // and of the router (react-router, react-router-dom) are each one chunk instead of five and two:
      // every page needs all of them, and each request costs its headers (~0.7 KB) and a round trip.
      ...(isHost && production && {
        splitChunks: {
          cacheGroups: {
            react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', priority: 20, enforce: true },
            router: { test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, name: 'router', chunks: 'async', priority: 20, enforce: true },
          },
        },
      }),
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: isHost,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : [],
      client: { overlay: { warnings: false, runtimeErrors: false } },
      // As in production (web/src/server/web-server.ts), the API is /api of the page's origin.
      proxy: isHost
        ? [{ context: ['/api'], target: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`, pathRewrite: { '^/api': '' }, xfwd: true }]
        : [],
      // In development the host's run-time config points at the remotes' own dev servers.
      setupMiddlewares: (middlewares, devServer) => {
        if (isHost) {
          // Each remote's manifest comes from its own dev server (remote-manifest.json beside the
          // entry), read on every request, so a route added in a remote shows after a reload.
          const remote = async (entry) => {
            try {
              const response = await fetch(new URL('remote-manifest.json', entry));
              return { entry, manifest: response.ok ? await response.json() : undefined };
            } catch {
              return { entry }; // that dev server is not up (yet): its pages show the unavailable notice
            }
          };
          devServer.app.get('/config.json', async (_request, response) => {
            const [buyer, seller] = await Promise.all([
              remote(process.env.BUYER_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json'),
              remote(process.env.SELLER_REMOTE_URL ?? 'http://localhost:3002/mf-manifest.json'),
            ]);
            response.json({ apiUrl: process.env.API_URL ?? '/api', remotes: { buyer, seller } });
          });
        }
        return middlewares;
      },
    },
  };
}

/**
 * The server build of an app: the same sources for Node (target async-node), loaded through
 * Module Federation's Node runtime (@module-federation/node), so the web server renders a remote's
 * public pages from the remote's own deployed build. The host's server build (dist-server/) holds
 * the renderer; a remote's (dist/server/) travels inside its dist, so `remote:deploy` ships both.
 *
 * @param {object} options
 * @param {string} options.name federation container name (the browser build's)
 * @param {string} options.dir the app's folder
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]
 * @param {string} options.mode
 */
function defineServerConfig({ name, dir, exposes, isHost = false, mode }) {
  return {
    name: `${name}-server`,
    mode,
    target: 'async-node',
    entry: isHost ? { main: path.join(dir, 'src', 'server', 'index.ts') } : {},
    context: dir,
    devtool: false,
    output: {
      path: isHost ? path.join(dir, 'dist-server') : path.join(dir, 'dist', 'server'),
      // A remote's chunks are fetched relative to its remoteEntry.js (the Node runtime's fallback
      // when the public path is not a URL); the host's are read from its own folder.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [{ test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: tsLoaderOptions(dir) }, ...commonRules],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase({ name, dir, exposes, isHost }),
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        experiments: { asyncStartup: true },
      }),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
  };
}

module.exports = { defineConfig, defineServerConfig, sharedSingletons };
