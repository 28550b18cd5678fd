import { SingleBar } from 'cli-progress';

/** What the progress bar draws on: a terminal (process.stderr), or a stand-in in tests. */
export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface ProgressReporter {
  /** `done` events re-decided of `total`. */
  update(done: number, total: number): void;
  /** Ends the display (a newline after a bar left short by a failure); idempotent. */
  stop(): void;
}

/**
 * Progress of a verification, on stderr only (stdout keeps the machine-readable report): on a
 * terminal a cli-progress bar redrawn in place at most 10 times a second (redrawn inside
 * `update`, since the verification is synchronous and the bar's own timer never gets a turn),
 * otherwise a plain line per 10 %.
 */
export function progressReporter(
  stderr: (text: string) => void,
  terminal: ProgressStream | null,
): ProgressReporter {
  if (terminal !== null && terminal.isTTY === true) return barReporter(terminal);
  let lastTenth = -1;
  return {
    update(done, total) {
      const percent = Math.floor((100 * done) / Math.max(total, 1));
      const tenth = Math.floor(percent / 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stderr(`verifying: ${done}/${total} events (${tenth * 10}%)\n`);
      }
    },
    stop() {},
  };
}

function barReporter(terminal: ProgressStream): ProgressReporter {
  const bar = new SingleBar({
    stream: terminal as NodeJS.WritableStream,
    format: 'verifying [{bar}] {percentage}% | {value}/{total} events | {duration}s',
    barCompleteChar: '#',
    barIncompleteChar: '-',
    hideCursor: false,
    fps: 10,
    synchronousUpdate: true,
    clearOnComplete: false,
    stopOnComplete: false,
  });
  let started = false;
  let stopped = false;
  return {
    update(done, total) {
      if (stopped) return;
      if (!started) {
        started = true;
        bar.start(total, done);
        return;
      }
      bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (!started || stopped) return;
      stopped = true;
      bar.stop();
    },
  };
}
