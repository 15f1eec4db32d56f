export const PLATFORM_TITLE = '巴中市人大代表履职服务平台';

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} - ${PLATFORM_TITLE}` : PLATFORM_TITLE}</title>;
}
