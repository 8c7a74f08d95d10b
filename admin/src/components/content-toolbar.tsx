/**
 * The rich-text toolbar offers only what the public site keeps (src/lib/sanitize.ts): headings 2
 * and 3 (the page's title is its only h1), bold, italic, underline, strike, code, lists, links and
 * quotes. Colours, alignment and pictures by URL are left out: the site drops them, so offering
 * them would only make an editor's work vanish. (Its own heading buttons also replace
 * ra-input-rich-text's level menu, whose list items sit outside a list.)
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useReducer } from 'react';
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';

const BLOCKS = [
  { value: 'paragraph', label: 'Paragraph', text: '¶' },
  { value: 'h2', label: 'Heading', text: 'H2' },
  { value: 'h3', label: 'Subheading', text: 'H3' },
] as const;

type Block = (typeof BLOCKS)[number]['value'];

function HeadingButtons() {
  const editor = useTiptapEditor();
  // Re-render on every change of the text or the selection, so the current block shows.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return undefined;
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);
  const current: Block | null = editor?.isActive('heading', { level: 2 })
    ? 'h2'
    : editor?.isActive('heading', { level: 3 })
      ? 'h3'
      : editor?.isActive('paragraph')
        ? 'paragraph'
        : null;
  const choose = (block: Block) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setNode('paragraph').run();
    else chain.setNode('heading', { level: block === 'h2' ? 2 : 3 }).run();
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={current} aria-label="Block type">
      {BLOCKS.map((block) => (
        <ToggleButton key={block.value} value={block.value} aria-label={block.label} title={block.label} disabled={!editor?.isEditable} onClick={() => choose(block.value)}>
          {block.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function ContentToolbar() {
  return (
    <RichTextInputToolbar>
      <HeadingButtons />
      <FormatButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}
