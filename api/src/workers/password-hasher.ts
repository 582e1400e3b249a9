/**
 * The password hasher's own process, started by lib/password-hasher.ts. It runs at
 * a below-normal CPU priority (nice 10): argon2 is meant to be slow, and while it works the
 * scheduler must give request handling and the database the cores first. Logins then wait longer
 * under load, or get 503 from the bounded pool, instead of slowing down everybody's browsing.
 * Not the lowest (19): once the SQLite connections ran on threads of their own, the API had more
 * threads wanting the cores than before, and at nice 19 a login under the bench:load mix took
 * 19 s (p50); at 10 it takes 6 s while the reads keep their share.
 */
import fs from 'node:fs';
import os from 'node:os';
import argon2 from 'argon2';
import type { HasherReply, HasherRequest } from '../lib/password-hasher';

/**
 * On Linux a priority belongs to a thread, not to the process: every thread that exists now is
 * lowered (libuv's pool, where argon2 works, may already be running); later threads inherit it
 * from the main thread. Elsewhere the process priority is the whole story.
 */
function lowerOwnPriority(): void {
  const lower = os.constants.priority.PRIORITY_BELOW_NORMAL;
  let threads: string[] = [];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    // No procfs: not Linux.
  }
  if (!threads.length) os.setPriority(lower);
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), lower);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

async function answer(request: HasherRequest): Promise<HasherReply> {
  try {
    const result = request.op === 'hash' ? await argon2.hash(request.password, request.options) : await argon2.verify(request.hash, request.password);
    return { id: request.id, result };
  } catch (error) {
    // A malformed stored hash is a failed check, not a crash of the login.
    if (request.op === 'verify') return { id: request.id, result: false };
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

lowerOwnPriority();
process.on('message', (request: HasherRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The API process went away: so does its hasher.
process.on('disconnect', () => process.exit(0));
process.send?.({ id: 0, result: 'ready' } satisfies HasherReply);
