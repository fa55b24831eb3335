/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform's API origin, baked in at build time. */
  readonly VITE_LOBBY_API?: string;
}
