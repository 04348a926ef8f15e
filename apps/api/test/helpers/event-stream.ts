/** Reads a Server-Sent Events response: `next(name)` resolves with the next event of that name's data. */
export function eventReader(response: Response) {
  const body = response.body;
  if (!body) throw new Error('the stream has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { name: string; data: string }[] = [];
  let comments = 0;
  let buffer = '';

  const pump = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) comments += 1;
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (name) events.push({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
      end = buffer.indexOf('\n\n');
    }
  };

  return {
    async next(name: string): Promise<string> {
      for (;;) {
        const at = events.findIndex((event) => event.name === name);
        const found = events[at];
        if (found) {
          events.splice(0, at + 1);
          return found.data;
        }
        await pump();
      }
    },
    /** Heartbeat comments seen so far. */
    comments: () => comments,
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
