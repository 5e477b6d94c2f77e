// A labelled native select with its error line: the dashboard dialogs' choice
// fields (New Booking, Reschedule, Blocked Time). Native on purpose: on a phone
// it opens the system picker, the easiest to use with one thumb.
import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField(props: {
  label: string;
  name?: string;
  value: string;
  options: readonly (SelectOption | string)[];
  onChange(value: string): void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={props.name} aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => {
            const option = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
