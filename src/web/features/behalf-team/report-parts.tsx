import { Badge, Box, Button, Field, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReportBody, ReportDetail, ReportSummary } from '@shared/contracts/groups';
import { REPORT_LIMITS, REPORT_MSG, REPORT_STATUS } from '@shared/groups';
import { isBlank } from '@shared/blank';
import { DetailField } from '@web/components/detail-section';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { RichTextEditor } from '@web/components/rich-text-editor';
import { toaster } from '@web/components/toaster';
import { uploadEditorFile } from '@web/features/files';
import { dateLabel } from '@web/lib/china-time';
import { errorMessage, toApiError } from '@web/lib/http-error';
import { useReportQuery, useReviewReportMutation, useSaveReportMutation } from './behalf-team.api';

export const STATUS_PALETTE: Record<number, string> = { [REPORT_STATUS.draft]: 'gray', [REPORT_STATUS.submitted]: 'blue', [REPORT_STATUS.returned]: 'orange', [REPORT_STATUS.archived]: 'green' };

export function StatusBadge({ report }: { report: Pick<ReportSummary, 'status' | 'statusLabel'> }) {
  return <Badge colorPalette={STATUS_PALETTE[report.status] ?? 'gray'}>{report.statusLabel}</Badge>;
}

export const meetingLabel = (r: Pick<ReportSummary, 'meetingDate' | 'meetingPlace'>) => [r.meetingDate ? dateLabel(r.meetingDate) : null, r.meetingPlace].filter(Boolean).join(' · ') || '--';

type Problems = Partial<Record<'title' | 'reportYear' | 'meetingDate' | 'meetingPlace' | 'content', string>>;

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

/** What a report lacks: the title always, the meeting and the content when it is submitted (the server says the same). */
function problemsOf(form: ReportBody, submit: boolean): Problems {
  const problems: Problems = {};
  if (isBlank(form.title)) problems.title = REPORT_MSG.titleRequired;
  if (!Number.isInteger(form.reportYear) || form.reportYear < REPORT_LIMITS.minYear || form.reportYear > REPORT_LIMITS.maxYear) problems.reportYear = REPORT_MSG.yearInvalid;
  if (submit) {
    if (!form.meetingDate) problems.meetingDate = REPORT_MSG.meetingDateRequired;
    if (isBlank(form.meetingPlace)) problems.meetingPlace = REPORT_MSG.meetingPlaceRequired;
    if (isBlank(textOf(form.content))) problems.content = REPORT_MSG.contentRequired;
  }
  return problems;
}

/** 撰写 / 修改述职报告: 保存草稿 or 提交; problems beside their fields. */
export function ReportDialog({ report, onClose }: { report: ReportDetail | null; onClose: () => void }) {
  const [form, setForm] = useState<ReportBody>(
    report
      ? { title: report.title, reportYear: report.reportYear, meetingDate: report.meetingDate, meetingPlace: report.meetingPlace, content: report.content, attachments: report.attachments, version: report.version }
      : { title: '', reportYear: new Date().getFullYear() - 1, meetingDate: null, meetingPlace: null, content: '', attachments: [] },
  );
  const [problems, setProblems] = useState<Problems>({});
  const [save, saving] = useSaveReportMutation();
  const set = <K extends keyof ReportBody>(key: K, value: ReportBody[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    setProblems((prev) => ({ ...prev, [key]: undefined }));
  };
  const send = async (submit: boolean) => {
    const found = problemsOf(form, submit);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ reportId: report?.reportId ?? null, body: form, submit }).unwrap();
      toaster.create({ type: 'success', title: submit ? '述职报告已提交' : '草稿已保存' });
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      const field = (failure.data as { field?: keyof Problems } | undefined)?.field;
      if (field) setProblems({ [field]: failure.msg });
      else toaster.create({ type: 'error', title: errorMessage(error, '保存失败') });
    }
  };
  const field = (key: keyof Problems, label: string, input: React.ReactNode, required = false) => (
    <Field.Root invalid={!!problems[key]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {problems[key] && <Field.ErrorText>{problems[key]}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <FormDialog
      title={report ? '修改述职报告' : '撰写述职报告'}
      size="lg"
      onClose={saving.isLoading ? undefined : onClose}
      busy={saving.isLoading}
      onSubmit={() => void send(true)}
      footer={<DialogActions onCancel={onClose} busy={saving.isLoading} busyText="保存中" confirmLabel="提交">
          <Button variant="outline" colorPalette="brand" onClick={() => void send(false)} disabled={saving.isLoading}>
            保存草稿
          </Button>
        </DialogActions>}
    >
      <Stack gap="4">
        {report?.status === REPORT_STATUS.returned && report.reviewOpinion && (
          <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" px="3" py="2">
            <Text fontSize="sm">退回意见：{report.reviewOpinion}</Text>
          </Box>
        )}
        {field('title', '报告标题', <Input name="title" value={form.title} maxLength={REPORT_LIMITS.title} onChange={(e) => set('title', e.target.value)} />, true)}
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {field('reportYear', '述职年度', <Input name="reportYear" type="number" inputMode="numeric" value={form.reportYear} onChange={(e) => set('reportYear', Number(e.target.value))} />, true)}
          {field('meetingDate', '述职会议日期', <Input name="meetingDate" type="date" value={form.meetingDate ?? ''} onChange={(e) => set('meetingDate', e.target.value || null)} />)}
        </Grid>
        {field('meetingPlace', '述职会议地点', <Input name="meetingPlace" value={form.meetingPlace ?? ''} maxLength={REPORT_LIMITS.meetingPlace} onChange={(e) => set('meetingPlace', e.target.value || null)} />)}
        <Field.Root invalid={!!problems.content}>
          <Field.Label>述职内容</Field.Label>
          <RichTextEditor label="述职内容" value={form.content} onChange={(html) => set('content', html)} onUpload={(file, onProgress) => uploadEditorFile(file, onProgress)} invalid={!!problems.content} />
          {problems.content && <Field.ErrorText>{problems.content}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

/** A report as read: its facts, its review and its content (sanitized by the server). */
export function ReportView({ report }: { report: ReportDetail }) {
  return (
    <Stack gap="4">
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <DetailField label="报告人">{report.delegateName}</DetailField>
        <DetailField label="所在小组">{report.groupName ?? '--'}</DetailField>
        <DetailField label="述职年度">{`${report.reportYear}年`}</DetailField>
        <DetailField label="状态">
          <StatusBadge report={report} />
        </DetailField>
        <DetailField label="述职会议">{meetingLabel(report)}</DetailField>
        <DetailField label="提交时间">{report.submitTime ? dateLabel(report.submitTime) : '--'}</DetailField>
        {report.reviewerName && <DetailField label="审阅人">{`${report.reviewerName}（${report.reviewTime ? dateLabel(report.reviewTime) : ''}）`}</DetailField>}
        {report.reviewOpinion && <DetailField label="审阅意见">{report.reviewOpinion}</DetailField>}
      </Grid>
      <Box className="rich-text" borderTopWidth="1px" pt="3" dangerouslySetInnerHTML={{ __html: report.content || '<p>（无内容）</p>' }} />
    </Stack>
  );
}

/** 查看述职报告: loads the report, and for a reviewer offers 退回 (with an opinion) and 归档. */
export function ReportReadDialog({ reportId, review, onClose }: { reportId: number; review?: boolean; onClose: () => void }) {
  const report = useReportQuery(reportId);
  const [act, acting] = useReviewReportMutation();
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const data = report.data;
  const canReview = review && data?.allowedActions.includes('RETURN');
  const send = async (action: 'return' | 'archive') => {
    if (!data) return;
    if (action === 'return' && isBlank(opinion)) return setProblem(REPORT_MSG.opinionRequired);
    try {
      await act({ reportId, action, version: data.version, opinion: action === 'return' ? opinion : undefined }).unwrap();
      toaster.create({ type: 'success', title: action === 'return' ? '已退回' : '已归档' });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '操作失败') });
    }
  };
  return (
    <FormDialog
      title={data?.title ?? '述职报告'}
      size="lg"
      onClose={acting.isLoading ? undefined : onClose}
      busy={acting.isLoading}
      onSubmit={() => void send('return')}
      footer={
        canReview ? (
          <DialogActions onCancel={onClose} busy={acting.isLoading} busyText="提交中" confirmLabel="退回" destructive>
            <Button variant="outline" colorPalette="green" onClick={() => void send('archive')} disabled={acting.isLoading}>
              归档
            </Button>
          </DialogActions>
        ) : (
          <DialogActions onCancel={onClose} cancelLabel="关闭" />
        )
      }
    >
      {data ? (
        <Stack gap="4">
          <ReportView report={data} />
          {canReview && (
            <Field.Root invalid={problem !== null}>
              <Field.Label>退回意见</Field.Label>
              <Textarea
                name="opinion"
                rows={3}
                maxLength={REPORT_LIMITS.opinion}
                value={opinion}
                onChange={(e) => {
                  setOpinion(e.target.value);
                  setProblem(null);
                }}
              />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>退回时须填写意见；归档无须填写</Field.HelperText>}
            </Field.Root>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">{report.isError ? errorMessage(report.error, '加载失败') : '加载中…'}</Text>
      )}
    </FormDialog>
  );
}
