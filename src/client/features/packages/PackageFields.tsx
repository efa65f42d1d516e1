import { Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isNutritionPackageName } from "../../../shared/domain/packages";
import { GYM_CREDITS, scheduleName } from "../../../shared/domain/schedules";
import {
  type AdminPackage,
  NUTRITION,
  PACKAGE_NAME_MAX,
  type PackageForm,
  packageFormSchema,
} from "../../../shared/schemas/packages";
import { DecimalField } from "../../components/DecimalField";
import { useCreditKinds } from "../../lib/creditKinds";
import { useSchemaForm } from "../../lib/form";
import { useLocations } from "../../lib/locations";

const EMPTY_PACKAGE_FORM: PackageForm = {
  kind: "gym",
  name: "",
  nameEn: "",
  price: "",
  oldPrice: "",
  sessions: "",
  weeks: "",
  special: false,
  flexible: false,
  locations: [],
};

export function formFromPackage(p: AdminPackage): PackageForm {
  return {
    kind: p.kind,
    name: p.name,
    nameEn: p.nameEn,
    price: p.priceCents / 100,
    oldPrice: p.oldPriceCents === null ? "" : p.oldPriceCents / 100,
    sessions: p.sessions,
    weeks: p.weeks ?? "",
    special: p.special,
    flexible: p.flexible,
    locations: p.locations ?? [],
  };
}

/** The package form's values and errors (`useSchemaForm(packageFormSchema, …)`). */
export function usePackageForm(initialValues: PackageForm = EMPTY_PACKAGE_FORM) {
  return useSchemaForm(packageFormSchema, { initialValues });
}

export function PackageFields({ form }: { form: ReturnType<typeof usePackageForm> }) {
  const { t, i18n } = useTranslation();
  const kinds = useCreditKinds();
  const places = useLocations();
  const value = form.values;
  const number = { min: 0, allowNegative: false } as const;
  return (
    <>
      <TextInput
        label={t("packages.admin.name")}
        required
        maxLength={PACKAGE_NAME_MAX}
        {...form.getInputProps("name")}
        onChange={(e) => {
          const name = e.currentTarget.value;
          form.setFieldValue("name", name);
          // A name with 'διατροφ…' pre-selects the nutrition kind (DESIGN decision 4).
          if (isNutritionPackageName(name)) form.setFieldValue("kind", "nutrition");
        }}
      />
      <TextInput
        label={t("packages.admin.nameEn")}
        lang="en"
        maxLength={PACKAGE_NAME_MAX}
        {...form.getInputProps("nameEn")}
      />
      <Select
        label={t("packages.admin.kind")}
        data={[
          // Every kind of credit by the name the owner gave it, as the schedules name it (decision
          // 038), then nutrition, which grants no credits.
          ...kinds.map((k) => ({ value: k.key, label: scheduleName(k, i18n.language) })),
          { value: NUTRITION, label: t("packages.kinds.nutrition") },
        ]}
        allowDeselect={false}
        {...form.getInputProps("kind")}
      />
      {places.many && (
        // Where the credits may be spent (decision 057): none picked is every location.
        <MultiSelect
          label={t("locations.validAt")}
          placeholder={value.locations.length === 0 ? t("locations.validEverywhere") : undefined}
          data={places.list.map((l) => ({ value: l.key, label: places.name(l.key) }))}
          clearable
          {...form.getInputProps("locations")}
        />
      )}
      <SimpleGrid cols={2} spacing="sm">
        <DecimalField label={t("packages.admin.priceEuro")} required {...form.getInputProps("price")} />
        <DecimalField label={t("packages.admin.oldPriceEuro")} {...form.getInputProps("oldPrice")} />
        <NumberInput
          label={t("packages.admin.sessions")}
          allowDecimal={false}
          {...number}
          {...form.getInputProps("sessions")}
        />
        <NumberInput
          label={t("packages.admin.weeks")}
          allowDecimal={false}
          {...number}
          {...form.getInputProps("weeks")}
        />
      </SimpleGrid>
      {value.kind === GYM_CREDITS && (
        <Group gap="lg">
          <Checkbox
            label={t("packages.admin.specialLabel")}
            {...form.getInputProps("special", { type: "checkbox" })}
          />
          <Checkbox
            label={t("packages.admin.flexibleLabel")}
            {...form.getInputProps("flexible", { type: "checkbox" })}
          />
        </Group>
      )}
    </>
  );
}
