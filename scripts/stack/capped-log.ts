// A log file that never grows past its cap: when the current file reaches
// half the cap it becomes `<file>.1` (replacing the one before) and a new file
// starts, so a stack that runs all day keeps its last lines, at most `capBytes`.
// Written synchronously: a rotation never races a write still in flight.
import { closeSync, openSync, renameSync, writeSync } from 'node:fs';

export const STACK_LOG_CAP_BYTES = 50 * 1024 * 1024;

export interface CappedLog {
  write(chunk: Buffer | string): void;
  end(): void;
}

export function cappedLog(file: string, capBytes = STACK_LOG_CAP_BYTES): CappedLog {
  const limit = Math.floor(capBytes / 2);
  let fd: number | undefined = openSync(file, 'w');
  let written = 0;
  return {
    write(chunk) {
      if (fd === undefined) return;
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (written > 0 && written + data.length > limit) {
        closeSync(fd);
        renameSync(file, `${file}.1`);
        fd = openSync(file, 'w');
        written = 0;
      }
      writeSync(fd, data);
      written += data.length;
    },
    end() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
