import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { afterPress } from "../lib/form";

/** 'YYYY-MM-DD' as the studio writes it, 'DD/MM/YYYY' ('' stays ''). */
export function studioDate(iso: string): string {
  const m = iso.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/**
 * A date as typed, 'D/M/YYYY' (with '/', '.' or '-') or 'YYYY-MM-DD', as 'YYYY-MM-DD'; '' for an
 * empty field, null for anything else (no such day included: 31/02/2026).
 */
export function parseStudioDate(typed: string): string | null {
  const s = typed.trim();
  if (s === "") return "";
  const dmy = s.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  const ymd = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  const [d, m, y] = dmy ? [dmy[1], dmy[2], dmy[3]] : ymd ? [ymd[3], ymd[2], ymd[1]] : [];
  if (!d || !m || !y) return null;
  const iso = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const day = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * A studio date in every language as DD/MM/YYYY: not the browser's `type="date"`, whose form follows
 * the phone's settings (an English phone asks MM/DD/YYYY). The value is 'YYYY-MM-DD' or ''; what
 * cannot be a date is said under the field on leaving it, and the value does not change: a filter
 * keeps its last date. In a form (`inForm`, with `form.getInputProps`) the value follows the typing
 * as any field's does (the date once it is one, else the text, which the form's schema refuses on
 * submit, never sending the date held before), so a press on 'save' right after a correction sends
 * it; the field's own sentence comes and goes on leaving it, after the press (it would move the
 * button under the pointer mid-click, decision 032).
 */
export function DateField(
  props: Omit<TextInputProps, "type" | "value" | "onChange"> & {
    /** A form's unset value (undefined, null) reads as ''. */
    value?: string | null;
    onChange: (iso: string) => void;
    inForm?: boolean;
  },
) {
  const { onChange, onBlur, error, inForm, ...rest } = props;
  const value = props.value ?? "";
  const { t } = useTranslation();
  const [text, setText] = useState(studioDate(value));
  const [wrong, setWrong] = useState(false);
  // A value set from outside (a reset) shows as the studio writes it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // The text the field gave the form (not a date) stays as typed.
    if (value === "" || studioDate(value)) setText(studioDate(value));
  }
  /** In a form: the value as typed so far (the date once it is one), without reformatting the text. */
  const follow = (typed: string) => {
    const next = parseStudioDate(typed) ?? typed;
    if (next === value) return;
    setShown(next);
    onChange(next);
  };
  const apply = (typed: string) => {
    const iso = parseStudioDate(typed);
    if (inForm) {
      follow(typed);
      if (iso) setText(studioDate(iso));
      afterPress(() => setWrong(iso === null));
      return;
    }
    setWrong(iso === null);
    if (iso === null) return;
    setText(studioDate(iso));
    if (iso !== value) onChange(iso);
  };
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={t("dateField.placeholder")}
      maxLength={10}
      {...rest}
      value={text}
      error={wrong ? t("dateField.invalid") : error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        setWrong(false);
        if (inForm) follow(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") apply(e.currentTarget.value);
      }}
      onBlur={(e) => {
        apply(e.currentTarget.value);
        onBlur?.(e);
      }}
    />
  );
}
