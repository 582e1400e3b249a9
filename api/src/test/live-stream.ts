import type { LiveEvent } from '@craft/shared/api/conversation-types';

/**
 * Reads the Server-Sent Events of GET /live the way the web client does: fetch with the token in
 * the Authorization header, the body read as a stream. `next()` waits up to 5 s for an event.
 */
export async function openLiveStream(fetchLive: (init: RequestInit) => Promise<Response>, token: string) {
  const controller = new AbortController();
  const response = await fetchLive({ headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200 || !/^text\/event-stream/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(`GET /live answered ${response.status} ${response.headers.get('content-type')}`);
  }
  if (!response.body) throw new Error('GET /live has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<LiveEvent> {
      for (;;) {
        const match = /(?:^|\n)data: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1] ?? '') as LiveEvent;
        }
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no live event within 5 s')), 5_000);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('the live stream ended');
        buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}
