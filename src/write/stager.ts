/**
 * Step 1 of the swap (swap.ts): the new content of each new or changed file, written into the
 * stage as the emitters make it.
 *
 * Writing a large model's output is the operating system's work as much as ours: a fresh ×420
 * output is 716 MB, and the kernel's part of writing it (copying into the page cache, making
 * 17,000 files) took 5–15 s of this process's one thread, depending on how busy the disk was.
 * So once a run has staged THREAD_FROM_CHARS, the files it stages next are written by a thread
 * of their own, while the emitters go on making the next ones on this one. The thread only
 * writes: a file's content is encoded here (UTF-8, as writing it here would) and handed over
 * without a copy (a transferred buffer), and the thread writes each file whole, in the order
 * staged. A smaller run (the seed model's output, a watch's edit) writes on this thread, where
 * starting a thread would cost more than it saves.
 *
 * What stays as it was: nothing of the output changes before the swap, which waits for every
 * staged file (`finish`); a failed write is the run's error, in the same words (os-errors.ts),
 * reported at the next file staged or at `finish`; and no staged file is written once the run
 * has ended (`close` waits for the thread to drop what it still holds). The thread holds at most
 * BACKLOG_BYTES of content not yet written (or one file larger than that): past that, staging waits.
 */
import { writeFileSync } from 'node:fs';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/** Staged characters after which a run's next files are written by a thread (see above). */
const THREAD_FROM_CHARS = 16 * 1024 * 1024;
/** Content handed to the thread and not yet written, at most: a bound on the memory it holds. */
const BACKLOG_BYTES = 64 * 1024 * 1024;

// Slots of the state shared with the thread.
/** What it has been given and not yet written: bytes, and one per file. */
const QUEUED = 0;
/** 1 once it is to write nothing more (a write failed, or the run ended). */
const STOPPED = 1;

/** What the thread reports of a failed write: enough to rebuild the error as the file system gave it. */
interface WriteFailure {
  message: string;
  code?: string;
  errno?: number;
  syscall?: string;
  path?: string;
}

/** One file for the thread to write. */
interface StagedFile {
  file: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The output's file it becomes: names it in an error that has no path of its own. */
  path: string;
}

export interface Stager {
  /** Writes `content` to the stage's `file`, now or on the thread; `path` is the output's file it becomes. */
  stage(file: string, content: string, path: string): void;
  /** Returns once every file staged is written; throws the first write that failed. */
  finish(): void;
  /** Ends the stager: once it returns, nothing staged is still to be written. */
  close(): void;
}

/**
 * A write that fails for lack of space says nothing of where: it is named by the output's file
 * (a staged file's name, a number, tells the user nothing).
 */
function named(error: unknown, path: string): unknown {
  return Object.assign(error as Error, { path: (error as { path?: string }).path ?? path });
}

export interface StagerOptions {
  /** Default THREAD_FROM_CHARS. */
  threadFromChars?: number | undefined;
  /** Default BACKLOG_BYTES. */
  backlogBytes?: number | undefined;
}

/** A stager for one run: files are written here until `threadFromChars` have been staged. */
export function openStager(options: StagerOptions = {}): Stager {
  const threadFrom = options.threadFromChars ?? THREAD_FROM_CHARS;
  const backlog = options.backlogBytes ?? BACKLOG_BYTES;
  let staged = 0;
  let thread: StagingThread | undefined;
  const encoder = new TextEncoder();
  return {
    stage(file, content, path) {
      if (!thread && staged >= threadFrom) thread = new StagingThread(backlog);
      // An encoder's buffer is the file's own (Buffer.from may share one among small strings): it can be handed over.
      if (thread) return thread.stage({ file, bytes: encoder.encode(content), path });
      try {
        writeFileSync(file, content);
      } catch (error) {
        throw named(error, path);
      }
      staged += content.length;
    },
    finish: () => thread?.finish(),
    close: () => thread?.close(),
  };
}

/**
 * The thread's side, run from its source text (`new Worker(…, { eval: true })`): self-contained,
 * it names nothing outside its body. It writes each file it is sent, unless the run has stopped
 * (a write failed, or the run ended), and counts it written either way.
 */
function threadBody(): void {
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const { writeFileSync: write } = require('node:fs') as typeof import('node:fs');
  const { state, failures, queued, stopped } = workerData as ThreadData;
  const slots = new Int32Array(state);
  parentPort!.on('message', (staged: StagedFile) => {
    try {
      if (Atomics.load(slots, stopped) === 0) write(staged.file, staged.bytes);
    } catch (caught) {
      const error = caught as NodeJS.ErrnoException;
      Atomics.store(slots, stopped, 1);
      // Posted before the file is counted written: once nothing is queued, the failure is there to read.
      failures.postMessage({ message: error.message, code: error.code, errno: error.errno, syscall: error.syscall, path: error.path ?? staged.path });
    } finally {
      Atomics.sub(slots, queued, staged.bytes.length + 1);
      Atomics.notify(slots, queued);
    }
  });
}

/** What the thread is given: the shared state, its slots, and where it reports a failed write. */
interface ThreadData {
  state: SharedArrayBuffer;
  queued: number;
  stopped: number;
  failures: MessagePort;
}

class StagingThread {
  private readonly slots = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  private readonly failures = new MessageChannel();
  private readonly worker: Worker;
  private failure: WriteFailure | undefined;

  constructor(private readonly backlogBytes: number) {
    this.worker = new Worker(`(${threadBody.toString()})()`, {
      eval: true,
      workerData: { state: this.slots.buffer, queued: QUEUED, stopped: STOPPED, failures: this.failures.port2 } satisfies ThreadData,
      transferList: [this.failures.port2],
    });
    // The run ends it (close); until then it must not keep the process alive on its own.
    this.worker.unref();
  }

  stage(file: StagedFile): void {
    this.throwIfFailed();
    // A file counts one more than its bytes: an empty one is waited for too.
    const units = file.bytes.length + 1;
    this.waitUntilQueuedAtMost(this.backlogBytes - units);
    Atomics.add(this.slots, QUEUED, units);
    this.worker.postMessage(file, [file.bytes.buffer]);
  }

  finish(): void {
    this.waitUntilQueuedAtMost(0);
    this.throwIfFailed();
  }

  close(): void {
    Atomics.store(this.slots, STOPPED, 1);
    this.waitUntilQueuedAtMost(0);
    void this.worker.terminate();
    this.failures.port1.close();
  }

  /** Blocks this thread until the thread's backlog is `units` or less (it always drains to 0). */
  private waitUntilQueuedAtMost(units: number): void {
    for (let queued = Atomics.load(this.slots, QUEUED); queued > Math.max(units, 0); queued = Atomics.load(this.slots, QUEUED)) {
      Atomics.wait(this.slots, QUEUED, queued);
    }
  }

  private throwIfFailed(): void {
    this.failure ??= receiveMessageOnPort(this.failures.port1)?.message as WriteFailure | undefined;
    if (!this.failure) return;
    const { message, ...facts } = this.failure;
    throw Object.assign(new Error(message), facts);
  }
}
