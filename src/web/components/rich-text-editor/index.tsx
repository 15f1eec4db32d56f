import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { EDITOR_INITIAL_HEIGHT } from '@shared/constants';
import type { RichTextEditorProps } from './rich-text-editor.types';

export type { EditorUpload, RichTextEditorProps } from './rich-text-editor.types';

// tiptap and ProseMirror are heavy: they load with the first drafting page that shows an
// editor, never with the app's first bundle.
const Editor = lazy(() => import('./rich-text-editor'));

function EditorPlaceholder({ minHeight = EDITOR_INITIAL_HEIGHT }: { minHeight?: number }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" role="status" aria-label="编辑器加载中">
      <Skeleton h="9" roundedTop="md" roundedBottom="0" />
      <Box h={`${minHeight}px`} />
    </Box>
  );
}

/** The rich-text editor, loaded on demand. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder minHeight={props.minHeight} />}>
      <Editor {...props} />
    </Suspense>
  );
}
