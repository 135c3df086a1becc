// The service worker (src/sw.ts → dist/sw.js): its own small build, no federation, a fixed name (a worker's URL
// must not change between deploys), written beside the shell's files.
export function serviceWorkerConfig(app) {
  return {
    name: 'shell-sw',
    // After the shell's own build, whose clean step would otherwise race it.
    dependencies: [app.name],
    mode: app.mode,
    context: app.context,
    target: 'webworker',
    entry: { sw: './src/sw.ts' },
    devtool: false,
    output: { path: app.output.path, filename: 'sw.js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    optimization: { minimize: app.optimization?.minimize },
    performance: false,
  };
}
