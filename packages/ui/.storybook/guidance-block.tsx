import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidanceMarkdown, type Guidance } from './guidance';

/** The meta's guidance (when to use it, do and don't, copy, accessibility), if it has one. */
export function GuidanceBlock() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const content = preparedMeta.parameters.guidance as Guidance | undefined;
  if (!content) return null;
  return (
    <>
      <Heading>Guidance</Heading>
      <Markdown>{guidanceMarkdown(content)}</Markdown>
    </>
  );
}

/**
 * Storybook's default docs page (addon-docs DocsPage) with the guidance after the component's
 * description, before its stories.
 */
export function ComponentDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const single = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {single && <Description of="story" />}
      <GuidanceBlock />
      <Primary />
      <Controls />
      {!single && <Stories />}
    </>
  );
}
