import type { Plugin } from 'vite';
import type { RouteDeclaration } from '../src/shared/contract/route';

const MODULE_ID = 'virtual:api-endpoints';
const RESOLVED_ID = `\0${MODULE_ID}`;

type ContractModules = [
  { apiContract: Record<string, Record<string, RouteDeclaration>> },
  { endpointTable: (contract: Record<string, Record<string, RouteDeclaration>>) => unknown },
];

/**
 * `virtual:api-endpoints`: the method and path of every route of the API contract, for the web
 * client. The declarations themselves carry zod schemas (about 20 KB gzipped) that a shopper's
 * phone has no use for; the client takes its types from the declarations and its run-time
 * table from here, made from the same declarations when the build starts
 * (docs/decisions/008-api-contract.md). A contract change needs a restart of the dev server.
 *
 * The contract is loaded through tsx when the table is first asked for, not imported by the
 * Vite config: the config then imports no TypeScript of the app, so it loads the same under
 * Vite's coming native config loader (src/shared's imports carry no file extensions).
 */
export function apiEndpoints(): Plugin {
  let table: Promise<string> | undefined;
  const loadTable = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const [{ apiContract }, { endpointTable }] = (await Promise.all([
      tsImport('../src/shared/contract/index.ts', import.meta.url),
      tsImport('../src/shared/contract/route.ts', import.meta.url),
    ])) as ContractModules;
    return `export const endpoints = ${JSON.stringify(endpointTable(apiContract))};\n`;
  };
  return {
    name: 'shop:api-endpoints',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? (table ??= loadTable()) : undefined),
  };
}
