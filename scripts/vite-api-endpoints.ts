import type { Plugin } from 'vite';
import { apiContract } from '../src/shared/contract';
import { endpointTable } from '../src/shared/contract/route';

const MODULE_ID = 'virtual:api-endpoints';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `virtual:api-endpoints`: the method and path of every route of the API contract, for the web
 * client. The declarations themselves carry zod schemas (about 20 KB gzipped) that a shopper's
 * phone has no use for; the client takes its types from the declarations and its run-time
 * table from here, made from the same declarations when the build starts
 * (docs/decisions/008-api-contract.md). A contract change needs a restart of the dev server.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'shop:api-endpoints',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const endpoints = ${JSON.stringify(endpointTable(apiContract))};\n` : undefined),
  };
}
