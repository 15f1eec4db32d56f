import { Box, Field, Flex, NativeSelect, RadioGroup, Text, Textarea } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest text the event's schema takes (`fieldMaxLength`), counted under the box. */
  max: number;
  required?: boolean;
  invalid?: boolean;
  placeholder?: string;
  rows?: number;
}

/** A text box of a form dialog, with its count against the schema's limit. */
export function TextField({ label, value, onChange, max, required, invalid, placeholder, rows = 4 }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} maxLength={max || undefined} placeholder={placeholder} />
      <Field.HelperText>
        {value.length}/{max}
      </Field.HelperText>
    </Field.Root>
  );
}

export interface Option<T> {
  value: T;
  label: string;
}

/** A required choice of one option, in a row or (vertical) one under another. */
export function RadioChoices<T extends string | number>({
  label,
  value,
  options,
  onChange,
  vertical,
}: {
  label: string;
  value: T | null;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  vertical?: boolean;
}) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="2">
        {label}
        <Text as="span" color="red.600" aria-hidden="true">
          {' '}
          *
        </Text>
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value === null ? null : String(value)}
        onValueChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.value);
          if (chosen) onChange(chosen.value);
        }}
        colorPalette="brand"
      >
        <Flex gap={vertical ? '2' : '5'} direction={vertical ? 'column' : 'row'} wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={String(option.value)} value={String(option.value)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </Box>
  );
}

export interface SelectProps extends Omit<NativeSelect.RootProps, 'onChange'> {
  value: string;
  options: readonly { value: string | number; label: ReactNode }[];
  onChange: (value: string) => void;
  /** An option for the empty value, before the others (全部…, 无…). */
  emptyOption?: string;
  /** The accessible name, where no field label names the select. */
  label?: string;
}

/** A native select of options; the value is the chosen option's value as a string. */
export function Select({ value, options, onChange, emptyOption, label, ...root }: SelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
