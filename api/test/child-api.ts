import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../src/env.ts';

/** One line the child API logged (pino JSON). */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** The real API (`node api/src/main.ts`) in a child process, as production runs it. */
export interface ChildApi {
  url: string;
  /** Every line logged so far. */
  logs: LogLine[];
  /** Resolves with the first line (already logged or to come) that matches. */
  waitForLog: (match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>;
  /** Sends a signal and waits for the process to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * Starts the API on a free port over `dataDir`, logging at info, and resolves once it is ready. The embedded
 * database seeds itself; with `databaseUrl` (a database of its own) the demo is seeded too.
 */
export async function startChildApi(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<ChildApi> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: options.dataDir };
  delete env.DATABASE_URL;
  // In-process limits: a Redis shared with other runs would carry their counts over.
  delete env.REDIS_URL;
  env.LOG_LEVEL = 'info';
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.PUBLIC_URL = 'http://127.0.0.1:3000';
    env.SEED_DEMO = '1';
  }
  Object.assign(env, options.env);
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { level: 30, msg: text };
    }
    logs.push(line);
    for (const w of waiters)
      if (w.match(line)) {
        waiters.delete(w);
        w.resolve(line);
      }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const waitForLog: ChildApi['waitForLog'] = (match, timeoutMs = 60_000) => {
    const seen = logs.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const w = { match, resolve };
      waiters.add(w);
      const timer = setTimeout(() => {
        waiters.delete(w);
        reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`));
      }, timeoutMs);
      timer.unref();
      void exited.then(() => {
        if (!waiters.has(w)) return;
        waiters.delete(w);
        clearTimeout(timer);
        reject(new Error(`the API exited; stderr: ${stderr.slice(-2000)}`));
      });
    });
  };

  const listening = await waitForLog((l) => /^Server listening at http:\/\//.test(l.msg), 120_000);
  await waitForLog((l) => l.msg === 'Abode API ready', 60_000);
  return {
    url: listening.msg.replace(/^Server listening at /, ''),
    logs,
    waitForLog,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
