// Types of chromium.mjs for the TypeScript Playwright configs that import it.
export declare const CHROMIUM: string;
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
export declare function ensureChromium(): void;
