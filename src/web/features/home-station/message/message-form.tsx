import { Alert, Badge, Button, Checkbox, Dialog, Field, Grid, GridItem, HStack, Input, Spinner, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_FORM_MESSAGES, MESSAGE_LIMITS, messageFormProblems, type MessageField } from '@machines/message-form/index';
import { representativeLevel, type RepresentativeCard } from '@shared/portal';
import { RepresentativeAvatar } from '../representatives/representative-card';
import { prefillOf, type FeedbackPrefill } from './feedback.rules';
import { MessageNoticeDialog } from './message-notice.dialog';
import { MessageSuccess, type FeedbackKey } from './message-success';
import { useMessageForm } from './use-message-form';
import { useVerificationCode } from './use-verification-code';

/** The representative the message goes to, at the top of the form. */
function DelegateHeader({ delegate, onChangeDelegate }: { delegate: RepresentativeCard; onChangeDelegate?: () => void }) {
  return (
    <HStack gap="4" p="4" bg="brand.50" rounded="md" borderWidth="1px" borderColor="brand.100" align="center">
      <RepresentativeAvatar representative={delegate} size="xl" />
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg" color="fg">
            {delegate.delegateName}
          </Text>
          <Badge colorPalette="brand" variant="subtle">
            {representativeLevel(delegate.delegateGrade)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {delegate.delegationName}
        </Text>
        {delegate.stationName && (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {delegate.stationName}
          </Text>
        )}
      </Stack>
      {onChangeDelegate && (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onChangeDelegate} flexShrink={0}>
          更换代表
        </Button>
      )}
    </HStack>
  );
}

const optionalHint = (text: string) => (
  <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
    （{text}）
  </Text>
);

/** A required field over both columns, with its failed check under it. */
function RequiredField({ label, problem, children }: { label: string; problem: string | undefined; children: ReactNode }) {
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Field.Root required invalid={!!problem}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {children}
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </GridItem>
  );
}

/** The control a failed check is about: the focus goes there. */
const FIELD_OF_WARNING: Readonly<Record<string, string>> = {
  [MESSAGE_FORM_MESSAGES.titleRequired]: 'title',
  [MESSAGE_FORM_MESSAGES.contentRequired]: 'content',
  [MESSAGE_FORM_MESSAGES.noticeNotAgreed]: 'isChecked',
  [MESSAGE_FORM_MESSAGES.phoneInvalid]: 'telephone',
  [MESSAGE_FORM_MESSAGES.codeRequired]: 'inputCode',
};

const feedbackKeyOf = (phone: string, name: string): FeedbackKey => (phone.trim() ? 'phone' : name.trim() ? 'name' : null);

interface MessageFormProps {
  delegate: RepresentativeCard;
  onChangeDelegate?: () => void;
  onQueryFeedback: (prefill: FeedbackPrefill) => void;
  onClose: () => void;
}

/**
 * The message form: the representative, name, phone with its
 * code, title, content, address and the 留言须知 agreement, then the success screen. State and
 * checks live in the message-form machine; the code button in the verification-code machine.
 */
export function MessageForm({ delegate, onChangeDelegate, onQueryFeedback, onClose }: MessageFormProps) {
  const form = useMessageForm(delegate);
  const code = useVerificationCode();
  const { fields, step } = form;
  const busy = step === 'proving' || step === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // Each failed check of the last submission shows once, next to its field, until the form changes.
  const problems = fields.warning ? messageFormProblems(fields) : {};

  if (step === 'submitted' && fields.massesSuggestId) {
    return (
      <Dialog.Body py="5">
        <MessageSuccess
        massesSuggestId={fields.massesSuggestId}
        delegateName={delegate.delegateName}
        feedbackKey={feedbackKeyOf(fields.telephone, fields.name)}
        onQuery={() => onQueryFeedback(prefillOf(fields.massesSuggestId ?? '', fields.telephone, fields.name))}
        onAnother={form.reset}
        onClose={onClose}
        />
      </Dialog.Body>
    );
  }

  const input = (field: MessageField) => ({
    name: field,
    value: fields[field],
    maxLength: MESSAGE_LIMITS[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => form.edit(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const warning = await form.submit();
    const control = warning && formRef.current?.elements.namedItem(FIELD_OF_WARNING[warning] ?? '');
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <>
      {/* Body and footer are one form; the footer stays in sight while the body scrolls. `contents` keeps the dialog's layout. */}
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`给${delegate.delegateName}代表留言`} style={{ display: 'contents' }}>
        <Dialog.Body py="5">
          <Stack gap="5">
            <DelegateHeader delegate={delegate} onChangeDelegate={busy ? undefined : onChangeDelegate} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <Field.Root>
                <Field.Label>姓名{optionalHint('选填')}</Field.Label>
                <Input {...input('name')} autoComplete="name" />
              </Field.Root>
              <Field.Root invalid={!!code.error || !!problems.telephone}>
                <Field.Label>手机号码{optionalHint('选填')}</Field.Label>
                <Input
                  {...input('telephone')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  onChange={(event) => {
                    form.edit('telephone', event.target.value);
                    code.setPhone(event.target.value);
                  }}
                />
                {code.error || problems.telephone ? <Field.ErrorText>{code.error || problems.telephone}</Field.ErrorText> : <Field.HelperText>填写手机号码须短信验证，凭手机号码查询反馈</Field.HelperText>}
              </Field.Root>
              <GridItem colSpan={{ base: 1, md: 2 }}>
                <Field.Root invalid={!!problems.inputCode}>
                  <Field.Label>验证码</Field.Label>
                  <HStack w="full" gap="3">
                    <Input {...input('inputCode')} inputMode="numeric" autoComplete="one-time-code" placeholder="请输入短信验证码" flex="1" />
                    <Button
                      variant="outline"
                      colorPalette="brand"
                      minW="36"
                      disabled={code.button.disabled || busy}
                      onClick={() => void code.request()}
                    >
                      {code.button.label}
                    </Button>
                  </HStack>
                  <Field.ErrorText>{problems.inputCode}</Field.ErrorText>
                </Field.Root>
              </GridItem>
              <RequiredField label="标题" problem={problems.title}>
                <Input {...input('title')} placeholder="请用一句话概括您的意见或建议" />
              </RequiredField>
              <RequiredField label="内容" problem={problems.content}>
                <Textarea {...input('content')} rows={6} resize="vertical" placeholder="请写明事情经过、涉及地点和您的诉求" />
                <Field.HelperText alignSelf="flex-end">
                  {fields.content.length}/{MESSAGE_LIMITS.content}
                </Field.HelperText>
              </RequiredField>
              <GridItem colSpan={{ base: 1, md: 2 }}>
                <Field.Root>
                  <Field.Label>地址{optionalHint('选填')}</Field.Label>
                  <Input {...input('address')} autoComplete="street-address" />
                </Field.Root>
              </GridItem>
            </Grid>

            <Field.Root invalid={!!problems.isChecked}>
              <HStack gap="1" wrap="wrap">
                <Checkbox.Root colorPalette="brand" checked={fields.isChecked} disabled={busy} invalid={!!problems.isChecked} onCheckedChange={(event) => form.setAgreed(event.checked === true)}>
                  <Checkbox.HiddenInput name="isChecked" />
                  <Checkbox.Control />
                  {/* The link beside the label names the notice; a screen reader hears it in the label too. */}
                  <Checkbox.Label>
                    我已阅读并同意<VisuallyHidden>留言须知</VisuallyHidden>
                  </Checkbox.Label>
                </Checkbox.Root>
                <Button variant="plain" colorPalette="brand" px="1" height="auto" textDecoration="underline" onClick={form.openNotice}>
                  留言须知
                </Button>
              </HStack>
              <Field.ErrorText>{problems.isChecked}</Field.ErrorText>
            </Field.Root>

            {fields.failure && (
              <Alert.Root status="error" variant="subtle" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{fields.failure}</Alert.Title>
                  {fields.failureDetail && <Alert.Description>{fields.failureDetail}</Alert.Description>}
                </Alert.Content>
              </Alert.Root>
            )}

            {step === 'proving' ? (
              <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="sm" color="brand.solid" />
                <Text>正在进行安全验证，通常需要几秒钟，请勿关闭页面…</Text>
              </HStack>
            ) : (
              !fields.telephone.trim() && (
                <Text fontSize="xs" color="fg.muted">
                  未填写手机号码的留言，提交时由您的设备自动完成一次安全验证（通常几秒钟），以防恶意刷留言。
                </Text>
              )
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border" py="3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={step === 'proving' ? '安全验证中' : '提交中'} minW="32">
            提交留言
          </Button>
        </Dialog.Footer>
      </form>
      <MessageNoticeDialog open={form.noticeOpen} onClose={form.closeNotice} agreed={fields.isChecked} onAgreedChange={form.setAgreed} />
    </>
  );
}
