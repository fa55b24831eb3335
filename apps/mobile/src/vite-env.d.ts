/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off': a build that registers no service worker of the site (the screen stories'). */
  readonly VITE_SERVICE_WORKER?: string;
}
