import { createInterface } from 'node:readline/promises';
import { readConfig } from './config';
import { DamagedDataFolderError, DataDirLockedError, SnapshotNotFoundError } from './db';
import { startBackend, type RunningBackend, type StartOptions } from './backend';

// npm run backend: the local Supabase stand-in. Prints exactly one "Local backend ready at <url>" line when serving.
// `npm run backend -- --restore-snapshot[=<file>]` first replaces the embedded database with its newest snapshot
// (or the one named), keeping the replaced folder beside it.
const log = (line: string) => console.log(line);

const RESTORE_FLAG = '--restore-snapshot';

function restoreArgument(argv: string[]): string | undefined {
  for (const arg of argv) {
    if (arg === RESTORE_FLAG) return 'latest';
    if (arg.startsWith(`${RESTORE_FLAG}=`)) return arg.slice(RESTORE_FLAG.length + 1) || 'latest';
  }
  return undefined;
}

function damagedAdvice(error: DamagedDataFolderError): string {
  const lines = [
    `Cannot start the local backend: ${error.message}`,
    'A crash or a kill while the database was writing can leave its folder like this.',
  ];
  if (error.snapshot) {
    lines.push(
      `Restore the newest snapshot, taken ${error.snapshot.takenAt.toISOString()} (anything written after it is lost), with:`,
      `  npm run backend -- ${RESTORE_FLAG}`,
      `The damaged folder is then kept beside it as ${error.folder}.replaced-<time>. Other snapshots: ${error.snapshot.path.replace(/[^/]*$/, '')}`,
    );
  } else {
    lines.push(`There is no snapshot to restore. Move ${error.folder} away to start again with a new database.`);
  }
  return lines.join('\n');
}

/** In a terminal, the restore is offered as a question; anywhere else the advice says how to run it. */
async function confirmRestore(): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question('Restore the newest snapshot now? [y/N] ')).trim());
  } finally {
    prompt.close();
  }
}

async function start(options: StartOptions): Promise<RunningBackend> {
  const config = readConfig();
  try {
    return await startBackend(config, log, options);
  } catch (error) {
    if (!(error instanceof DamagedDataFolderError)) throw error;
    console.error(damagedAdvice(error));
    if (options.restoreSnapshot || !error.snapshot || !(await confirmRestore())) throw error;
    return startBackend(config, log, { restoreSnapshot: error.snapshot.path });
  }
}

function main(): void {
  const started = Date.now();
  let backend: RunningBackend | undefined;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log(`Received ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    // During start-up the database may be mid-migration: stop once start-up has finished, so it closes cleanly.
    if (!backend) {
      log(`Received ${signal}, stopping once start-up has finished (send it again to exit at once)`);
      return;
    }
    log(`Received ${signal}, stopping the local backend`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  start({ restoreSnapshot: restoreArgument(process.argv.slice(2)) }).then(
    (running) => {
      backend = running;
      if (stopping) {
        void running.stop().then(() => process.exit(0));
        return;
      }
      log(`Started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      log(`Local backend ready at ${running.url}`);
    },
    (error: unknown) => {
      if (error instanceof DataDirLockedError || error instanceof SnapshotNotFoundError) {
        console.error(`Cannot start the local backend: ${error.message}`);
      } else if (!(error instanceof DamagedDataFolderError)) {
        console.error('Cannot start the local backend:', error);
      }
      process.exit(1);
    },
  );
}

main();
