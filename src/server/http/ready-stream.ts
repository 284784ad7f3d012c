import { Readable } from 'node:stream';

/**
 * A streamed answer whose first piece is already read. Its generator must reach the database
 * before it yields anything, so that a database that cannot answer (down, or every connection
 * busy) fails here, while the route can still answer a clear 503, instead of after the answer's
 * headers are out, when all that is left is to cut the connection.
 */
export async function readyStream<T>(source: AsyncGenerator<T>): Promise<Readable> {
  const first = await source.next();
  return Readable.from(
    (async function* () {
      if (first.done) return;
      yield first.value;
      yield* source;
    })(),
  );
}
