/** The mobileTemplate flags that pick the template classes (spec section 4). */
export interface TemplateFlags {
  newTemplate: boolean;
  newDetailTemplate: boolean;
}

/**
 * Template classes (spec section 4): v-new or v-base, plus v-detail-new or v-detail-base. Until
 * settings load (no flags) the base classes apply.
 */
export function templateClasses(flags: Partial<TemplateFlags> | null | undefined): readonly [string, string] {
  return [flags?.newTemplate ? 'v-new' : 'v-base', flags?.newDetailTemplate ? 'v-detail-new' : 'v-detail-base'];
}

/** The same classes as one className string. */
export const templateClassName = (flags: Partial<TemplateFlags> | null | undefined): string =>
  templateClasses(flags).join(' ');
