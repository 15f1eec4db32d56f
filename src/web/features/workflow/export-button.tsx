import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@web/components/toaster';
import { Permission } from '@web/features/permissions';
import { errorMessage } from '@web/lib/http-error';
import { downloadExport } from './export-download';

export interface ExportButtonProps {
  /** The export under /api; it answers the workbook of what the page lists. */
  path: string;
  /** The page's filters, as the list sends them. */
  params: object;
  /** The file's name when the server's Content-Disposition names none. */
  fallbackName: string;
  label?: string;
  /** The operation(s) that show the button (the server checks them again); null shows it to whoever sees the page. */
  code?: string | readonly string[] | null;
}

/** 导出: downloads the server's workbook with the page's filters; a refusal shows as a toast. */
export function ExportButton({ path, params, fallbackName, label = '导出', code = 'export' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(path, params, fallbackName);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '导出失败') });
    }
    setBusy(false);
  };
  const button = (
    <Button size="sm" variant="outline" onClick={() => void run()} loading={busy} loadingText="导出中">
      {label}
    </Button>
  );
  return code === null ? button : <Permission code={code}>{button}</Permission>;
}
