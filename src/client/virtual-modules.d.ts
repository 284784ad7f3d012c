// An ambient module may not import by relative path, so the types are named with import():
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:api-endpoints' {
  /** Method and path of every declared route, built from src/shared/contract (scripts/vite-api-endpoints.ts). */
  export const endpoints: import('../shared/contract/route').EndpointsOf<import('../shared/contract').ApiContract>;
}
