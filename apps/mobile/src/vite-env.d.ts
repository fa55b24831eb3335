/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Merchant code of the brand this build serves. */
  readonly VITE_MERCHANT?: string;
}
