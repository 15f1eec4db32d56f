import { Box, Button, Field, HStack, Image, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { ADMIN_ROLES } from '@shared/roles';
import { Select } from '@web/components/form-fields';
import { toaster } from '@web/components/toaster';
import { useCurrentUserQuery } from '@web/features/auth';
import { uploadEditorFile } from '@web/features/files';
import { errorMessage } from '@web/lib/http-error';
import { useManagedStationsQuery } from './portal-content.api';

/** Who keeps what: the administrators every station and the central station, a station manager their own. */
export function useKeeper(): { isAdmin: boolean; stationId: number | null; ready: boolean } {
  const { data: user } = useCurrentUserQuery();
  const isAdmin = (ADMIN_ROLES as readonly string[]).includes(user?.loginRoleCode ?? '');
  return { isAdmin, stationId: user?.stationId === null || user?.stationId === undefined ? null : Number(user.stationId), ready: user !== undefined };
}

/**
 * A server refusal names its field after a full-width colon (`请输入栏目名称：columnName`): the
 * message goes next to that field; anything else is shown as a toast.
 */
export function fieldErrorOf(error: unknown): { field: string | null; message: string } {
  const message = errorMessage(error);
  const match = /^(.*)：([A-Za-z]+)$/.exec(message);
  return match ? { field: match[2], message: match[1] } : { field: null, message };
}

export function toastError(error: unknown, fallback?: string) {
  toaster.create({ type: 'error', title: fallback ? `${fallback}：${errorMessage(error)}` : errorMessage(error) });
}

export function toastDone(title: string) {
  toaster.create({ type: 'success', title });
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A picture of a record: its preview, 上传图片 (the platform's storage) and 清除. */
export function PictureField({ label, value, onChange, error }: { label: string; value: string | null; onChange: (value: string | null) => void; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange(await uploadEditorFile(file));
    } catch (failure) {
      toastError(failure, '图片上传失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack gap="3" align="center" wrap="wrap">
        {value ? (
          <Image src={value} alt={`${label}预览`} maxH="80px" maxW="140px" objectFit="cover" rounded="sm" borderWidth="1px" />
        ) : (
          <Box w="140px" h="80px" borderWidth="1px" borderStyle="dashed" rounded="sm" display="grid" placeItems="center" color="fg.muted" fontSize="xs">
            未上传
          </Box>
        )}
        <VisuallyHidden>
          <input
            id={id}
            ref={input}
            type="file"
            accept={IMAGE_TYPES}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" loading={busy} loadingText="上传中" onClick={() => input.current?.click()}>
          上传图片
        </Button>
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            清除
          </Button>
        )}
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A text input with its label and its message. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  required,
  max,
  placeholder,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  max?: number;
  placeholder?: string;
  type?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="sm" type={type} value={value} onChange={(e) => onChange(e.target.value)} maxLength={max} placeholder={placeholder} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The station a list is about: an administrator picks one (or the central station where it has content); a manager's is fixed. */
export function StationPicker({ value, onChange, withCentral, label = '联络站' }: { value: string; onChange: (value: string) => void; withCentral?: boolean; label?: string }) {
  const { data } = useManagedStationsQuery({ pageNum: 1, pageSize: 100 });
  const options = [...(withCentral ? [{ value: 'central', label: '中心站' }] : []), ...(data?.list ?? []).map((s) => ({ value: String(s.stationId), label: s.stationName }))];
  return (
    <Box minW={{ base: 'full', sm: '240px' }}>
      <Select size="sm" label={label} value={value} onChange={onChange} options={options} emptyOption="全部联络站" />
    </Box>
  );
}

export function Hint({ children }: { children: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" mb="3">
      {children}
    </Text>
  );
}
