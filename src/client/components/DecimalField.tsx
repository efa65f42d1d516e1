import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { decimalText, parseDecimal } from "../../shared/decimals";

/**
 * Every decimal a person types (a measurement, the kg of a set, a body weight, a price): read with
 * `parseDecimal` in the page's language, so "62,5" pasted on a Greek page is 62.5 and "62.5" too,
 * never 625 (a number field that drops the separator it does not expect). The value is a number,
 * '' for an empty field, or NaN while the text is not a number: the caller (or a form's schema)
 * refuses to send it, and the field says why on leaving it. A value set from outside shows in the
 * page's format.
 */
export function DecimalField(
  props: Omit<TextInputProps, "type" | "value" | "onChange"> & {
    /** A form's unset value (undefined, null) reads as ''. */
    value?: number | "" | null;
    onChange: (value: number | "") => void;
    /** At most this many decimals are kept. */
    digits?: number;
  },
) {
  const { onChange, onBlur, error, digits = 2, ...rest } = props;
  const value = props.value ?? "";
  const { i18n, t } = useTranslation();
  const lang = i18n.language;
  const show = (v: number | "") => (v === "" || Number.isNaN(v) ? "" : decimalText(v, lang, digits));
  const [text, setText] = useState(show(value));
  const [wrong, setWrong] = useState(false);
  const read = (typed: string): number | "" => {
    if (typed.trim() === "") return "";
    const v = parseDecimal(typed, lang);
    return v === null ? Number.NaN : Math.round(v * 10 ** digits) / 10 ** digits;
  };
  // A value set from outside (a prefill, a reset) shows in the page's format, and so does the value
  // typed once the language changes; the text typed that gave this value stays as typed.
  const [shown, setShown] = useState({ value, lang });
  if (lang !== shown.lang || !Object.is(value, shown.value)) {
    const relabel = lang !== shown.lang;
    setShown({ value, lang });
    if (relabel ? !Number.isNaN(value) : !Object.is(read(text), value)) setText(show(value));
  }
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      error={wrong ? t("decimalField.invalid") : error}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        setWrong(false);
        const v = read(typed);
        setShown({ value: v, lang });
        onChange(v);
      }}
      onBlur={(e) => {
        setWrong(Number.isNaN(read(e.currentTarget.value)));
        onBlur?.(e);
      }}
    />
  );
}
