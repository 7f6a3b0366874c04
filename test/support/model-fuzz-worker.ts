/** Worker-thread entry of runFuzzInWorker (model-fuzz-runner.ts): runs the cases it is given, reporting each. */
import { parentPort, workerData } from 'node:worker_threads';
import { runFuzz, type FuzzRun } from './model-fuzz-runner.ts';

await runFuzz(workerData as FuzzRun, (message) => parentPort!.postMessage(message));
