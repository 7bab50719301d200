import { readConfig } from './config';
import { DataDirLockedError } from './db';
import { startBackend, type RunningBackend } from './backend';

// npm run backend: the local Supabase stand-in. Prints exactly one "Local backend ready at <url>" line when serving.
const log = (line: string) => console.log(line);

function main(): void {
  const config = readConfig();
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
  startBackend(config, log).then(
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
      if (error instanceof DataDirLockedError) console.error(`Cannot start the local backend: ${error.message}`);
      else console.error('Cannot start the local backend:', error);
      process.exit(1);
    },
  );
}

main();
