/** The folder the secrets go to by default (apps/payment-provider/.data/secrets). */
export declare const DEFAULT_DIR: string;

/** The two secret files in `dir`, made if missing; answers their paths and values. */
export declare function devSecrets(dir?: string): {
  api: { file: string; value: string };
  webhook: { file: string; value: string };
};
