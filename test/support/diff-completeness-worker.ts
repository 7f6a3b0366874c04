/** Worker-thread entry of runCompletenessInWorker (diff-completeness-runner.ts): runs the cases it is given, then reports. */
import { parentPort, workerData } from 'node:worker_threads';
import { runCompleteness, type CompletenessRun } from './diff-completeness-runner.ts';

parentPort!.postMessage(runCompleteness(workerData as CompletenessRun));
