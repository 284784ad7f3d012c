import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import type { ShopSettingsValues } from '../../../../shared/schemas/shop-settings';
import { adminInputClass } from '../../../components/ui/admin-field';
import { AdminToaster, showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import type { ShopSettings } from '../../../lib/shop-settings';
import { settingsFormSchema, useAdminShopSettings, useSaveShopSettings, type SettingsFormInput, type SettingsFormValues } from '../api/shop-settings-api';
import { ConfirmationFields } from '../components/confirmation-fields';
import { ReturnPolicyFields } from '../components/return-policy-fields';
import { LogoField } from '../components/logo-field';

const m = messages.shopSettings;

type TextField = Exclude<keyof ShopSettingsValues, never>;
type FieldSpec = { name: TextField; label: string; type?: 'text' | 'tel' | 'email' | 'url'; placeholder?: string; multiline?: boolean };

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'shopName', label: m.shopName },
  { name: 'phone', label: m.phone, type: 'tel', placeholder: m.phonePlaceholder },
  { name: 'whatsappNumber', label: m.whatsappNumber, type: 'tel', placeholder: m.phonePlaceholder },
  { name: 'email', label: m.email, type: 'email' },
  { name: 'address', label: m.address, multiline: true },
  { name: 'openingHours', label: m.openingHours, placeholder: m.openingHoursPlaceholder },
];
const SOCIAL_FIELDS: FieldSpec[] = [
  { name: 'facebookUrl', label: m.facebookUrl, type: 'url', placeholder: 'https://facebook.com/…' },
  { name: 'instagramUrl', label: m.instagramUrl, type: 'url', placeholder: 'https://instagram.com/…' },
  { name: 'tiktokUrl', label: m.tiktokUrl, type: 'url', placeholder: 'https://tiktok.com/@…' },
];

function Field({ spec, register, errors }: { spec: FieldSpec; register: UseFormRegister<SettingsFormInput>; errors: FieldErrors<SettingsFormInput> }) {
  const error = errors[spec.name]?.message;
  const id = `settings-${spec.name}`;
  // Addresses and e-mails are left-to-right text: on the Arabic page their placeholder read "…/https://facebook.com"; kept on the labels' side.
  const latin = spec.type === 'url' || spec.type === 'email';
  const common = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    placeholder: spec.placeholder,
    dir: latin ? 'ltr' : undefined,
    className: latin ? `${adminInputClass} rtl:text-right` : adminInputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {spec.label}
      </label>
      {spec.multiline ? <textarea rows={2} {...common} {...register(spec.name)} /> : <input type={spec.type ?? 'text'} {...common} {...register(spec.name)} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const formValues = (settings: ShopSettings): SettingsFormInput => {
  const { logo: _logo, ...values } = settings;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])) as SettingsFormInput;
};

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({ resolver: zodResolver(settingsFormSchema), defaultValues: formValues(settings) });
  const { errors, isSubmitting } = form.formState;
  const rule = useWatch({ control: form.control, name: 'confirmRule' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      // Shows the stored form (a phone typed as +20 … comes back as 01…).
      form.reset(formValues(answer.settings));
      showAdminNotice({ kind: 'ok', text: answer.message });
    } catch (error) {
      showAdminFailure(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((spec) => (
          <Field key={spec.name} spec={spec} register={form.register} errors={errors} />
        ))}
      </div>
      <fieldset className="rounded-xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold">{m.socialHeading}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {SOCIAL_FIELDS.map((spec) => (
            <Field key={spec.name} spec={spec} register={form.register} errors={errors} />
          ))}
        </div>
      </fieldset>
      <ConfirmationFields register={form.register} errors={errors} rule={rule} />
      <ReturnPolicyFields register={form.register} errors={errors} />
      <button type="submit" disabled={isSubmitting} className="w-full rounded-lg bg-gray-900 px-5 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto">
        {isSubmitting ? m.saving : m.save}
      </button>
    </form>
  );
}

/** /shopSettings: the shop's name, logo, contacts, hours and social links, used at once everywhere. */
export function Component() {
  useDocumentTitle(m.title);
  const settings = useAdminShopSettings();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p className="mt-2 text-sm text-gray-600">{m.intro}</p>
      {settings.isPending ? (
        <p role="status" className="mt-6 text-gray-600">
          {messages.layout.loading}
        </p>
      ) : settings.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {messages.common.somethingWentWrong}
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          <LogoField settings={settings.data} />
          <SettingsForm settings={settings.data} />
        </div>
      )}
      <AdminToaster />
    </section>
  );
}
