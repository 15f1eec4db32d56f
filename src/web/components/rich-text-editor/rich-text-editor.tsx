import { Box, HStack, IconButton, Progress, Separator, Text } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EDITOR_INITIAL_HEIGHT, EDITOR_LINE_HEIGHTS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { Select } from '@web/components/form-fields';
import { BlockLineHeight } from './line-height';
import type { RichTextEditorProps } from './rich-text-editor.types';

const EMPTY_DOCUMENT = '<p></p>';

/** The editor's HTML for an empty document is '<p></p>'; the form keeps '' for it. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The editing area is a labelled multi-line text box for assistive technology. */
function contentAttributes(label: string, describedBy?: string, invalid?: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rte-content',
  };
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

interface ToolButtonProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, active, disabled, onClick, children }: ToolButtonProps) {
  return (
    <IconButton
      type="button"
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the selection in the document while clicking the toolbar.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

const HEADING_OPTIONS = [
  { value: '0', label: '正文' },
  { value: '1', label: '标题 1' },
  { value: '2', label: '标题 2' },
  { value: '3', label: '标题 3' },
];

/**
 * The rich-text editor: initial height 200, line heights 1–5, picture uploads with
 * their progress in percent. Loaded only by the drafting pages (see index.ts).
 */
export default function RichTextEditor({ value, onChange, label, onUpload, disabled, invalid, describedBy, minHeight = EDITOR_INITIAL_HEIGHT, onBlur }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  const valueRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
    valueRef.current = value;
  });
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false } }),
      Image.configure({ inline: false, allowBase64: false }),
      BlockLineHeight,
    ],
    content: value || EMPTY_DOCUMENT,
    editable: !disabled,
    editorProps: {
      attributes: contentAttributes(label, describedBy, invalid),
    },
    // Only real changes: toggling editable or replacing the document also emits updates.
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === valueRef.current) return;
      valueRef.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  // A value set from outside (a loaded draft, a restored local copy) replaces the document;
  // the editor's own changes come back equal and are left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value || EMPTY_DOCUMENT, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: contentAttributes(label, describedBy, invalid) } });
  }, [editor, label, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            heading: [1, 2, 3].find((level) => e.isActive('heading', { level })) ?? 0,
            lineHeight: (e.getAttributes('heading').lineHeight ?? e.getAttributes('paragraph').lineHeight ?? '') as string,
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  async function upload(file: File) {
    if (!editor || !onUpload) return;
    if (!file.type.startsWith('image/')) {
      toaster.create({ type: 'error', title: '请选择图片文件' });
      return;
    }
    setUploadPercent(0);
    try {
      const src = await onUpload(file, (percent) => setUploadPercent(Math.max(0, Math.min(100, Math.round(percent)))));
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      toaster.create({ type: 'error', title: MSG.uploadFailed });
    } finally {
      setUploadPercent(null);
    }
  }

  const off = disabled || !editor;
  const chain = () => editor!.chain().focus();

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      bg={disabled ? 'bg.muted' : 'white'}
      _focusWithin={{ borderColor: invalid ? 'border.error' : 'gray.600', boxShadow: `0 0 0 1px var(--chakra-colors-${invalid ? 'red-700' : 'gray-600'})` }}
    >
      <HStack role="toolbar" aria-label={`${label}格式工具栏`} gap="1" px="2" py="1.5" borderBottomWidth="1px" borderColor="border.muted" flexWrap="wrap" bg="gray.50" roundedTop="md">
        <Select
          size="xs"
          width="auto"
          disabled={off}
          label="段落格式"
          value={String(state?.heading ?? 0)}
          onChange={(value) => {
            const level = Number(value) as 0 | 1 | 2 | 3;
            if (level === 0) chain().setParagraph().run();
            else chain().setHeading({ level }).run();
          }}
          options={HEADING_OPTIONS}
        />
        <ToolButton label="加粗" active={state?.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
          <Icon>
            <path d="M4.5 3h4.2a2.5 2.5 0 0 1 0 5H4.5zM4.5 8h5a2.5 2.5 0 0 1 0 5h-5z" strokeWidth="1.9" />
          </Icon>
        </ToolButton>
        <ToolButton label="倾斜" active={state?.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
          <Icon>
            <path d="M7 3h5M4 13h5M10 3 6 13" />
          </Icon>
        </ToolButton>
        <Separator orientation="vertical" h="5" />
        <ToolButton label="无序列表" active={state?.bulletList} disabled={off} onClick={() => chain().toggleBulletList().run()}>
          <Icon>
            <circle cx="3" cy="4" r="0.8" fill="currentColor" />
            <circle cx="3" cy="8" r="0.8" fill="currentColor" />
            <circle cx="3" cy="12" r="0.8" fill="currentColor" />
            <path d="M6 4h8M6 8h8M6 12h8" />
          </Icon>
        </ToolButton>
        <ToolButton label="有序列表" active={state?.orderedList} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
          <Icon>
            <path d="M2.5 2.8h1v3M2.3 9.2c.4-.6 1.8-.6 1.8.3 0 .7-1.8 1.4-1.8 2.2h1.9M6 4h8M6 8h8M6 12h8" strokeWidth="1.3" />
          </Icon>
        </ToolButton>
        <Separator orientation="vertical" h="5" />
        <Select
          size="xs"
          width="auto"
          disabled={off}
          label="行高"
          value={state?.lineHeight ?? ''}
          onChange={(value) => chain().setBlockLineHeight(value || null).run()}
          emptyOption="行高"
          options={EDITOR_LINE_HEIGHTS.map((height) => ({ value: String(height), label: height }))}
        />
        {onUpload && (
          <>
            <ToolButton label="插入图片" disabled={off || uploadPercent !== null} onClick={() => fileInput.current?.click()}>
              <Icon>
                <rect x="2" y="3" width="12" height="10" rx="1.5" />
                <circle cx="5.8" cy="6.5" r="1.2" />
                <path d="m2.5 12 3.8-3.6 2.6 2.3 2-1.8 2.6 2.6" />
              </Icon>
            </ToolButton>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </>
        )}
        <Separator orientation="vertical" h="5" />
        <ToolButton label="撤销" disabled={off || !state?.canUndo} onClick={() => chain().undo().run()}>
          <Icon>
            <path d="M5 4 2.5 6.5 5 9M2.5 6.5h7a3.5 3.5 0 0 1 0 7H7" />
          </Icon>
        </ToolButton>
        <ToolButton label="重做" disabled={off || !state?.canRedo} onClick={() => chain().redo().run()}>
          <Icon>
            <path d="m11 4 2.5 2.5L11 9M13.5 6.5h-7a3.5 3.5 0 0 0 0 7H9" />
          </Icon>
        </ToolButton>
      </HStack>
      {uploadPercent !== null && (
        <HStack px="3" py="1.5" gap="3" borderBottomWidth="1px" borderColor="border.muted" id={statusId} role="status" aria-live="polite">
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            图片上传中 {uploadPercent}%
          </Text>
          <Progress.Root value={uploadPercent} size="xs" colorPalette="brand" flex="1" aria-label="图片上传进度">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </HStack>
      )}
      <Box
        css={{
          '& .rte-content': {
            minHeight: `${minHeight}px`,
            padding: '12px 14px',
            outline: 'none',
            lineHeight: 1.75,
            fontSize: '15px',
            color: 'var(--chakra-colors-gray-900)',
            overflowWrap: 'anywhere',
          },
          '& .rte-content p': { margin: '0 0 0.5em' },
          '& .rte-content h1': { fontSize: '1.5em', fontWeight: 700, margin: '0.4em 0' },
          '& .rte-content h2': { fontSize: '1.3em', fontWeight: 700, margin: '0.4em 0' },
          '& .rte-content h3': { fontSize: '1.15em', fontWeight: 700, margin: '0.4em 0' },
          '& .rte-content ul': { listStyle: 'disc', paddingLeft: '1.6em', margin: '0 0 0.5em' },
          '& .rte-content ol': { listStyle: 'decimal', paddingLeft: '1.6em', margin: '0 0 0.5em' },
          '& .rte-content img': { maxWidth: '100%', height: 'auto', display: 'block', margin: '0.5em 0' },
          '& .rte-content img.ProseMirror-selectednode': { outline: '2px solid var(--chakra-colors-brand-500)' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
