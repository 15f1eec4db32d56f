/** Uploads a picture for the document; answers its address. `onProgress` gets 0–100. */
export type EditorUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface RichTextEditorProps {
  /** The document as HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The accessible name of the editing area (the field's label). */
  label: string;
  /** Picture uploads; without it the picture button is hidden. */
  onUpload?: EditorUpload;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the elements describing the field (its error message). */
  describedBy?: string;
  /** Height of the editing area when empty, in px (200). */
  minHeight?: number;
  /** Called on blur, so a form can save at once. */
  onBlur?: () => void;
}
