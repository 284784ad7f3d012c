/**
 * PGlite as durable as a PostgreSQL server: a commit is acknowledged only once its WAL is on
 * the disk, so an operating-system crash or a power cut loses no acknowledged order
 * (docs/decisions/010-durability.md).
 *
 * Two things stand in the way, and both are undone here:
 * - PGlite starts PostgreSQL with `-F` (fsync off) among its default start parameters;
 * - its Node file system (Emscripten's NODEFS) has no fsync, and Emscripten's fdatasync does
 *   nothing: PostgreSQL's syncs come back successful without reaching the disk. The file
 *   system below adds fsync, and PostgreSQL is told to sync its WAL with fsync.
 */
import fs from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

type EmscriptenStream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };

/** PGlite's own start parameters without `-F`, and durability named explicitly. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults.filter((param) => param !== '-F'),
    ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'],
    // Emscripten's fdatasync (PostgreSQL's default on Linux) is an empty stub; fsync reaches
    // the file system's fsync below.
    ...['-c', 'wal_sync_method=fsync'],
  ];
}

/** Options for `new PGlite(...)` that keep a persisted database durable. */
export async function durablePgliteOptions(dir: string): Promise<Pick<PGliteOptions, 'fs' | 'startParams'>> {
  const [{ PGlite: PGliteClass }, { NodeFS }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/nodefs')]);

  class DurableNodeFS extends NodeFS {
    override async init(pg: PGlite, opts: Parameters<InstanceType<typeof NodeFS>['init']>[1]) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const preRun = [
        ...((emscriptenOpts.preRun as Array<(module: EmscriptenModule) => void> | undefined) ?? []),
        (module: EmscriptenModule) => {
          // fsync(2) of the real file behind PostgreSQL's descriptor (directories included:
          // PostgreSQL syncs them after a rename).
          module.NODEFS.stream_ops.fsync = (stream) => {
            if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
            return 0;
          };
        },
      ];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
    }
  }

  return { fs: new DurableNodeFS(dir), startParams: durableStartParams(PGliteClass.defaultStartParams) };
}
