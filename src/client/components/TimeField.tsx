import { TextInput, type TextInputProps } from "@mantine/core";

/** '8:30', '8.30' or '0830' as the studio writes a time, 'HH:MM'; anything else is left as typed. */
export function normalTime(typed: string): string {
  const m = typed.trim().match(/^(\d{1,2})[:.]?(\d{2})$/);
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : typed;
}

/**
 * A time of day as the studio writes it, 24-hour 'HH:MM' in every language. Not the browser's
 * `type="time"`, which an English phone shows and asks in 12-hour form.
 */
export function TimeField(
  props: Omit<TextInputProps, "type" | "onChange"> & { onChange: (v: string) => void },
) {
  const { onChange, onBlur, ...rest } = props;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="20:00"
      maxLength={5}
      styles={{ wrapper: { width: 120 } }}
      {...rest}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        onChange(normalTime(e.currentTarget.value));
        onBlur?.(e);
      }}
    />
  );
}
