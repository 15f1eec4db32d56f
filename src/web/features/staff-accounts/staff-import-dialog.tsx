import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MAX_ROWS, STAFF_IMPORT_MSG } from '@shared/staff-accounts';
import { ExcelImportDialog } from '@web/components/excel-import-dialog';
import { downloadExport } from '@web/features/workflow';
import { useImportStaffAccountsMutation } from './staff-accounts.api';

/** 导入 of 工作人员: the accounts of the template's columns, all or none. */
export function StaffImportDialog({ onClose }: { onClose: () => void }) {
  const [importFile] = useImportStaffAccountsMutation();
  return (
    <ExcelImportDialog
      title="导入工作人员"
      hint={`按导入模板填写（第一行为表头：${STAFF_IMPORT_COLUMNS.join('、')}），一次最多 ${STAFF_IMPORT_MAX_ROWS} 个账号。角色和单位/联络站/代表团填写系统中的名称；有任何一行不符合要求时，整个文件都不会导入。`}
      fileRequired={STAFF_IMPORT_MSG.fileRequired}
      downloadTemplate={() => downloadExport('/workPeople/importTemplate', {}, '工作人员导入模板.xlsx')}
      upload={(file) => importFile(file).unwrap()}
      onClose={onClose}
    />
  );
}
