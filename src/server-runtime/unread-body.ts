/**
 * A request refused before its body was read whole (over the body limit, of a media type no
 * parser takes) is answered only once what the client sends has been read and discarded, up to
 * REFUSED_BODY_READ_LIMIT bytes. Fastify closes the connection after such an answer (the rest of
 * the body would otherwise be taken for the next request), and a client still writing its body
 * when the connection closes gets `EPIPE` instead of the answer: Node's `fetch` writes the whole
 * body before it reads, and lost the answer to a 2 MB token request 11 times in 30.
 */
import type { IncomingMessage } from 'node:http';

/**
 * Bytes of a refused body read (and discarded, never held) before the answer: 16 MiB, sixteen
 * times the default body limit (server.ts). A client sending more loses the answer as before; one
 * that stops sending is cut off by the connection's time-outs (server.ts).
 */
export const REFUSED_BODY_READ_LIMIT = 16 * 1024 * 1024;

/** Calls `answer` once `request`'s body has arrived, its connection has closed, or it has sent more than `limit` bytes. */
export function afterUnreadBody(request: IncomingMessage, answer: () => void, limit = REFUSED_BODY_READ_LIMIT): void {
  if (request.complete || request.destroyed) return answer();
  let received = 0;
  const done = () => {
    request.off('data', count);
    request.off('end', done);
    request.off('close', done);
    request.off('error', done);
    answer();
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) done();
  };
  request.on('data', count);
  request.on('end', done);
  request.on('close', done);
  request.on('error', done);
  request.resume();
}
