import { describe, expect, it } from 'vitest';
import { templateClassName, templateClasses, type TemplateFlags } from './template-class';

describe('template classes', () => {
  it.each([
    [{ newTemplate: true, newDetailTemplate: true }, 'v-new v-detail-new'],
    [{ newTemplate: true, newDetailTemplate: false }, 'v-new v-detail-base'],
    [{ newTemplate: false, newDetailTemplate: true }, 'v-base v-detail-new'],
    [{ newTemplate: false, newDetailTemplate: false }, 'v-base v-detail-base'],
    [{ newTemplate: true }, 'v-new v-detail-base'],
    [{}, 'v-base v-detail-base'],
    [null, 'v-base v-detail-base'],
    [undefined, 'v-base v-detail-base'],
  ] as [Partial<TemplateFlags> | null | undefined, string][])('%j -> %s', (flags, className) => {
    expect(templateClassName(flags)).toBe(className);
    expect(templateClasses(flags)).toEqual(className.split(' '));
  });
});
