import { Badge, Box, Grid, HStack, Image, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { deputyRecordEventLabels, type DeputyRecordEventType } from '@machines/deputy-record/deputy-record.events';
import { DEPUTY_PROFILE_FIELDS, type DeputyProfileField } from '@machines/deputy-record/deputy-record.fields';
import { deputyRecordStatusLabel, type DeputyRecordStatus } from '@machines/deputy-record/deputy-record.labels';
import type { DeputyHistoryEntry } from '@shared/contracts/deputies';
import { DELEGATE_GRADE_LABEL, DEPUTY_FIELD_LABEL } from '@shared/deputies';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { DetailField, DetailSection, StatusMove, Timeline } from '@web/components/detail-section';
import { AttachmentList } from '@web/features/files';
import { dateTimeLabel } from '@web/lib/china-time';
import type { DeputyRecordDetail } from '../deputy-records.api';
import { applicationDiff, applicationOf, type DiffRow } from '../deputy-records.model';

const STATUS_PALETTE: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'orange', 3: 'orange', 4: 'orange', 5: 'red', 6: 'gray' };

export function DeputyStatusBadge({ status, label }: { status: number; label?: string }) {
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{label ?? deputyRecordStatusLabel(status as DeputyRecordStatus)}</Badge>;
}

/** The photo in the 3:4 card ratio, or the surname when there is none. */
export function Portrait({ src, name, width = '120px' }: { src: string | null; name: string; width?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box w={width} aspectRatio="3 / 4" rounded="md" overflow="hidden" bg="brand.600" color="white" display="grid" placeItems="center" fontSize="3xl" flexShrink={0}>
      {src && !failed ? <Image src={src} alt={`${name}的照片`} w="full" h="full" objectFit="cover" onError={() => setFailed(true)} /> : <span aria-hidden="true">{name.slice(0, 1)}</span>}
    </Box>
  );
}

const grid = { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' };

function Fields({ record, fields }: { record: DeputyRecordDetail; fields: readonly (keyof DeputyRecordDetail)[] }) {
  return (
    <Grid as="dl" templateColumns={grid} gap="3">
      {fields.map((field) => (
        <DetailField key={field} label={DEPUTY_FIELD_LABEL[field] ?? field}>
          {String(record[field] ?? '')}
        </DetailField>
      ))}
    </Grid>
  );
}

/** Every field of the record, read only, in its sections. */
export function DeputyRecordSections({ record, only }: { record: DeputyRecordDetail; only?: readonly string[] }) {
  const show = (title: string) => !only || only.includes(title);
  const relations = record.relations;
  return (
    <>
      {show('基本信息') && (
        <DetailSection title="基本信息">
          <HStack align="flex-start" gap="5" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <Portrait src={record.headPortrait} name={record.delegateName} />
            <Box flex="1" minW="0">
              <Fields record={record} fields={['delegateName', 'sex', 'birth', 'nationality', 'nativePlace', 'idCard', 'political', 'workTime']} />
            </Box>
          </HStack>
        </DetailSection>
      )}
      {show('联系方式') && (
        <DetailSection title="联系方式">
          <Fields record={record} fields={['phone', 'officePhone', 'homePhone', 'postalAddress', 'postcode']} />
        </DetailSection>
      )}
      {show('学历与工作') && (
        <DetailSection title="学历与工作">
          <Fields record={record} fields={['educationBackground', 'degree', 'graduateInstitutions', 'major', 'position', 'presentOccupation']} />
          <Box as="dl" mt="3">
            <DetailField label={DEPUTY_FIELD_LABEL.resume}>
              <Text whiteSpace="pre-wrap">{record.resume}</Text>
            </DetailField>
          </Box>
        </DetailSection>
      )}
      {show('代表信息') && (
        <DetailSection title="代表信息">
          <Grid as="dl" templateColumns={grid} gap="3">
            <DetailField label="代表层级">{DELEGATE_GRADE_LABEL[record.delegateGrade]}</DetailField>
            <DetailField label="所属代表团">{record.delegationName}</DetailField>
            <DetailField label="所在联络站">{record.stationName}</DetailField>
            <DetailField label="届次">{`第${record.term}届 第${record.times}次会议`}</DetailField>
            <DetailField label="专门委员会组成人员">{record.isSpecialCommittee ? '是' : '否'}</DetailField>
            <DetailField label="审核状态">
              <DeputyStatusBadge status={record.auditStatus} label={record.auditStatusLabel} />
            </DetailField>
            <DetailField label="登录账号">
              {record.account ? (
                <HStack gap="2">
                  <Text>{record.account.username}</Text>
                  <Badge colorPalette={record.account.isValid ? 'green' : 'gray'}>{record.account.isValid ? '启用' : '停用'}</Badge>
                </HStack>
              ) : (
                '尚未开通（审核通过后开通）'
              )}
            </DetailField>
          </Grid>
        </DetailSection>
      )}
      {show('档案信息') && (
        <DetailSection title="档案信息">
          <Grid as="dl" templateColumns={grid} gap="3">
            {(Object.keys(DEPUTY_PROFILE_FIELDS) as DeputyProfileField[]).map((field) => (
              <DetailField key={field} label={DEPUTY_PROFILE_FIELDS[field]}>
                {record.profile[field] ?? ''}
              </DetailField>
            ))}
          </Grid>
        </DetailSection>
      )}
      {show('家庭成员') && (
        <DetailSection title="家庭成员">
          <Box overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="家庭成员">
              <Table.Header>
                <Table.Row bg="gray.50">
                  {['称谓', '姓名', '出生日期', '年龄', '政治面貌', '工作单位及职务'].map((label) => (
                    <Table.ColumnHeader key={label} whiteSpace="nowrap">
                      {label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {relations.map((row, index) => (
                  <Table.Row key={index}>
                    <Table.Cell>{row.appellation ?? '—'}</Table.Cell>
                    <Table.Cell>{row.name ?? '—'}</Table.Cell>
                    <Table.Cell>{row.birthday ?? '—'}</Table.Cell>
                    <Table.Cell>{row.age ?? '—'}</Table.Cell>
                    <Table.Cell>{row.political ?? '—'}</Table.Cell>
                    <Table.Cell>{row.works ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </DetailSection>
      )}
      {show('专门委员会') && (
        <DetailSection title="专门委员会">
          {record.committees.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              未担任专门委员会职务
            </Text>
          ) : (
            <Box as="ul" listStyleType="none">
              {record.committees.map((seat) => (
                <Text as="li" key={`${seat.committeeName}-${seat.term}`} fontSize="sm">
                  {seat.committeeName} · {seat.specialCommitteePosition ?? '委员'}（第{seat.term}届）
                </Text>
              ))}
            </Box>
          )}
        </DetailSection>
      )}
      {show('附件/选举报告') && (
        <DetailSection title="附件/选举报告">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            附件
          </Text>
          <AttachmentList attachments={record.annexList} />
          <Text fontSize="sm" fontWeight="medium" mt="3" mb="1">
            选举报告
          </Text>
          <AttachmentList attachments={record.electionReport} />
        </DetailSection>
      )}
    </>
  );
}

/** Present value beside the proposed one, a changed row marked. */
export function DiffTable({ rows, label = '变更对比' }: { rows: readonly DiffRow[]; label?: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>项目</Table.ColumnHeader>
            <Table.ColumnHeader>当前</Table.ColumnHeader>
            <Table.ColumnHeader>申请改为</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.field} bg={row.changed ? 'orange.50' : undefined}>
              <Table.Cell whiteSpace="nowrap">{row.label}</Table.Cell>
              <Table.Cell wordBreak="break-word">{row.before ?? '（空）'}</Table.Cell>
              <Table.Cell wordBreak="break-word" fontWeight={row.changed ? 'semibold' : undefined}>
                {row.after ?? '（空）'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The waiting application: its type, reason, documents and, field by field, what it asks for. */
export function ApplicationPanel({ record, actions }: { record: DeputyRecordDetail; actions?: ReactNode }) {
  const application = applicationOf(record);
  if (!application) return null;
  const rows = applicationDiff(record);
  return (
    <DetailSection title="待审核的申请" actions={actions}>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3" mb="3">
        <DetailField label="申请类型">{application.label}</DetailField>
        <DetailField label="申请时间">{waitingSince(record.history)}</DetailField>
        <Box gridColumn={{ sm: 'span 2' }}>
          <DetailField label="申请理由">{record.applyReason}</DetailField>
        </Box>
      </Grid>
      {rows.length > 0 && <DiffTable rows={rows} />}
      {record.applyAnnex.length > 0 && (
        <Box mt="3">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            申请材料
          </Text>
          <AttachmentList attachments={record.applyAnnex} />
        </Box>
      )}
    </DetailSection>
  );
}

const waitingSince = (history: readonly DeputyHistoryEntry[]): string => {
  const last = history.at(-1);
  return last ? dateTimeLabel(last.createTime) : '';
};

const eventTitle = (type: string) => (type === 'CREATE' ? '新增代表' : type === 'UPDATE' ? '信息修改' : (deputyRecordEventLabels[type as DeputyRecordEventType] ?? type));
const statusOf = (code: number | null) => (code === null ? null : deputyRecordStatusLabel(code as DeputyRecordStatus));

/** What changed in one history entry: each field before → after. */
export function ChangeLines({ changes }: { changes: DeputyHistoryEntry['changes'] }) {
  const shown = changes.filter((change) => change.before !== null || change.after !== null);
  if (shown.length === 0) return null;
  return (
    <Box as="ul" listStyleType="none" mt="1" fontSize="sm">
      {shown.map((change) => (
        <Text as="li" key={change.field} wordBreak="break-word">
          {change.label}：{change.before ?? '（空）'} → {change.after ?? '（空）'}
        </Text>
      ))}
    </Box>
  );
}

/** The record's history, oldest first, each event with the fields it changed. */
export function DeputyHistory({ history, title = '变更记录' }: { history: readonly DeputyHistoryEntry[]; title?: string }) {
  return (
    <Timeline
      title={title}
      entries={history.map((entry) => ({
        key: entry.historyId,
        title: eventTitle(entry.eventType),
        marks: entry.toStatus === null ? undefined : <StatusMove from={statusOf(entry.fromStatus)} to={statusOf(entry.toStatus) ?? ''} />,
        who: [entry.actorName, entry.actorRole ? (ROLE_LABEL[entry.actorRole as RoleCode] ?? entry.actorRole) : null],
        time: entry.createTime,
        children: <ChangeLines changes={entry.changes} />,
        note: entry.opinion ? { label: entry.eventType.startsWith('APPLY') ? '申请理由' : '意见', text: entry.opinion } : null,
      }))}
    />
  );
}

export { eventTitle };
