/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUILD_ID?: string;
  readonly VITE_BLOCK_DEVTOOLS?: string;
}

/** The size in bytes of each document made at build, by its path (build/downloads.ts). */
declare module "virtual:rawafed/documents" {
  export const documentSizes: Record<string, number>;
}
