import type { UserConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

export declare const nodePreset: (overrides?: InlineConfig) => UserConfig;
export declare const domPreset: (overrides?: InlineConfig) => UserConfig;
