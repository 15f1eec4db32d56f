import { Box, Button, CloseButton, HStack, RadioGroup, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { DelegateChooser } from '@web/features/delegate-chooser';
import { useProposalMinSigners } from '@web/features/terms';
import { signatureCount, signatureHint, type DraftForm, type Signer } from './draft.logic';
import { RECORD_TYPES, type RecordType } from '@web/features/workflow';

export interface SignersFieldProps {
  type: RecordType;
  form: DraftForm;
  onChange: (patch: Partial<DraftForm>) => void;
  /** The author's delegation, for 以代表团名义提出 (proposals). */
  delegationName: string | null;
  canUseDelegation: boolean;
  disabled?: boolean;
  error?: string;
  errorId: string;
}

/**
 * Co-signers chosen in the delegate chooser. A proposal needs the session's number of deputies in
 * all (ten unless the 提交设置 say otherwise: the author and the co-signers) or to be made in the name of the author's delegation; the line under the
 * names says how many are still missing. A suggestion may be joint, with no minimum.
 */
export function SignersField({ type, form, onChange, delegationName, canUseDelegation, disabled, error, errorId }: SignersFieldProps) {
  const [choosing, setChoosing] = useState(false);
  const isProposal = RECORD_TYPES[type].coSignersRequired;
  const joint = !form.byDelegation;
  const minSigners = useProposalMinSigners();
  const { enough } = signatureCount(form, minSigners);

  const remove = (signer: Signer) => onChange({ coSigners: form.coSigners.filter((s) => s.delegateId !== signer.delegateId) });

  return (
    <Stack gap="2" role="group" aria-labelledby={`${errorId}-label`} aria-describedby={error ? errorId : `${errorId}-hint`}>
      <Text id={`${errorId}-label`} fontWeight="medium" color="gray.700" fontSize="sm">
        {isProposal ? '提出方式与联名代表' : '联名代表（可选）'}
      </Text>
      {isProposal && (
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={form.byDelegation ? 'delegation' : 'joint'}
          onValueChange={(event) => onChange({ byDelegation: event.value === 'delegation' })}
          disabled={disabled}
          aria-label="提出方式"
        >
          <Wrap gap="5">
            <RadioGroup.Item value="joint">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>代表联名提出</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="delegation" disabled={disabled || !canUseDelegation}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>以代表团名义提出{delegationName ? `（${delegationName}）` : ''}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Wrap>
        </RadioGroup.Root>
      )}
      {joint && (
        <Box>
          <Wrap gap="2" align="center">
            {form.coSigners.map((signer) => (
              <Tag.Root key={signer.delegateId} size="lg" colorPalette="gray" variant="surface">
                <Tag.Label>{signer.delegateName}</Tag.Label>
                {!disabled && (
                  <Tag.EndElement>
                    <CloseButton size="2xs" aria-label={`移除联名代表${signer.delegateName}`} onClick={() => remove(signer)} />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setChoosing(true)} disabled={disabled}>
              {form.coSigners.length ? '修改联名代表' : '选择联名代表'}
            </Button>
          </Wrap>
        </Box>
      )}
      {isProposal && (
        <HStack gap="2">
          <Text id={`${errorId}-hint`} fontSize="sm" color={enough ? 'green.700' : 'fg.muted'}>
            {signatureHint(form, delegationName, minSigners)}
          </Text>
        </HStack>
      )}
      {error && (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <DelegateChooser
        open={choosing}
        onOpenChange={setChoosing}
        value={form.coSigners}
        title="选择联名代表"
        onConfirm={(chosen) => {
          onChange({ coSigners: chosen.map(({ delegateId, delegateName, delegationName: name }) => ({ delegateId, delegateName, delegationName: name ?? null })) });
          setChoosing(false);
        }}
      />
    </Stack>
  );
}
