import { DEPUTY_IMPORT_MAX_ROWS, DEPUTY_IMPORT_MSG, DEPUTY_IMPORT_REQUIRED } from '@shared/deputies-import';
import { DEPUTY_FIELD_LABEL } from '@shared/deputies';
import { ExcelImportDialog } from '@web/components/excel-import-dialog';
import { downloadExport } from '@web/features/workflow';
import { useImportDeputyRecordsMutation } from '../deputy-records.api';

/** 下载模板 of 代表信息: the template's columns, an example row and the sheet of allowed values. */
export const downloadDeputyTemplate = () => downloadExport('/npcDelegate/importTemplate', {}, '代表信息导入模板.xlsx');

const REQUIRED = DEPUTY_IMPORT_REQUIRED.map((field) => DEPUTY_FIELD_LABEL[field]).join('、');

/** 导入 of 代表信息: the roster from the template, all or none, each record awaiting review. */
export function DeputyImportDialog({ onClose }: { onClose: () => void }) {
  const [importFile] = useImportDeputyRecordsMutation();
  return (
    <ExcelImportDialog
      title="导入代表信息"
      hint={`按导入模板填写，每行一名代表，一次最多 ${DEPUTY_IMPORT_MAX_ROWS} 名；${REQUIRED}必填，代表团和联络站填写系统中的名称，可选值见模板中的“填写说明”。有任何一行不符合要求时，整个文件都不会导入；导入的代表均为待审核。`}
      fileRequired={DEPUTY_IMPORT_MSG.fileRequired}
      downloadTemplate={downloadDeputyTemplate}
      upload={(file) => importFile(file).unwrap()}
      onClose={onClose}
    />
  );
}
