import { Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isNutritionPackageName, type PackageKind } from "../../../shared/domain/packages";
import {
  type AdminPackage,
  PACKAGE_KINDS,
  PACKAGE_NAME_MAX,
  type PackageInput,
  packageInputSchema,
} from "../../../shared/schemas/packages";

/** The package form's values as the inputs hold them (numbers may be '' while empty). */
export type PackageForm = {
  kind: PackageKind;
  name: string;
  price: number | string;
  oldPrice: number | string;
  sessions: number | string;
  weeks: number | string;
  special: boolean;
  flexible: boolean;
};

export const EMPTY_PACKAGE_FORM: PackageForm = {
  kind: "gym",
  name: "",
  price: "",
  oldPrice: "",
  sessions: "",
  weeks: "",
  special: false,
  flexible: false,
};

export function formFromPackage(p: AdminPackage): PackageForm {
  return {
    kind: p.kind,
    name: p.name,
    price: p.priceCents / 100,
    oldPrice: p.oldPriceCents === null ? "" : p.oldPriceCents / 100,
    sessions: p.sessions,
    weeks: p.weeks ?? "",
    special: p.special,
    flexible: p.flexible,
  };
}

const cents = (v: number | string) => Math.round(Number(v) * 100);

/**
 * The form as the API takes it, checked by the route's own schema; 'fill' when the name or the
 * price is missing (spec: 'fill all fields'), 'invalid' for anything else the schema refuses.
 */
export function inputFromForm(f: PackageForm): { input: PackageInput } | { error: "fill" | "invalid" } {
  if (!f.name.trim() || f.price === "") return { error: "fill" };
  const input = {
    kind: f.kind,
    name: f.name,
    priceCents: cents(f.price),
    oldPriceCents: f.oldPrice === "" ? null : cents(f.oldPrice),
    sessions: f.sessions === "" ? 0 : Number(f.sessions),
    weeks: f.weeks === "" ? null : Number(f.weeks),
    special: f.special,
    flexible: f.flexible,
  };
  return packageInputSchema.safeParse(input).success ? { input } : { error: "invalid" };
}

export function PackageFields({
  value,
  onChange,
}: {
  value: PackageForm;
  onChange: (f: PackageForm) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<PackageForm>) => onChange({ ...value, ...patch });
  const number = { min: 0, allowNegative: false } as const;
  return (
    <>
      <TextInput
        label={t("packages.admin.name")}
        required
        maxLength={PACKAGE_NAME_MAX}
        value={value.name}
        onChange={(e) => {
          const name = e.currentTarget.value;
          // A name with 'διατροφ…' pre-selects the nutrition kind (DESIGN decision 4).
          set(isNutritionPackageName(name) ? { name, kind: "nutrition" } : { name });
        }}
      />
      <Select
        label={t("packages.admin.kind")}
        data={PACKAGE_KINDS.map((k) => ({ value: k, label: t(`packages.kinds.${k}`) }))}
        value={value.kind}
        allowDeselect={false}
        onChange={(k) => k && set({ kind: k as PackageKind })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("packages.admin.priceEuro")}
          required
          decimalScale={2}
          {...number}
          value={value.price}
          onChange={(v) => set({ price: v })}
        />
        <NumberInput
          label={t("packages.admin.oldPriceEuro")}
          decimalScale={2}
          {...number}
          value={value.oldPrice}
          onChange={(v) => set({ oldPrice: v })}
        />
        <NumberInput
          label={t("packages.admin.sessions")}
          allowDecimal={false}
          {...number}
          value={value.sessions}
          onChange={(v) => set({ sessions: v })}
        />
        <NumberInput
          label={t("packages.admin.weeks")}
          allowDecimal={false}
          {...number}
          value={value.weeks}
          onChange={(v) => set({ weeks: v })}
        />
      </SimpleGrid>
      {value.kind === "gym" && (
        <Group gap="lg">
          <Checkbox
            label={t("packages.admin.specialLabel")}
            checked={value.special}
            onChange={(e) => set({ special: e.currentTarget.checked })}
          />
          <Checkbox
            label={t("packages.admin.flexibleLabel")}
            checked={value.flexible}
            onChange={(e) => set({ flexible: e.currentTarget.checked })}
          />
        </Group>
      )}
    </>
  );
}
