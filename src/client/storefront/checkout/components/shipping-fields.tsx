import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GOVERNORATES } from '../../../../shared/governorates';
import { messages } from '../../../../shared/messages';
import type { ShippingDetailsInput } from '../../../../shared/schemas/checkout';

const m = messages.checkout;

type Props = {
  register: UseFormRegister<ShippingDetailsInput>;
  errors: FieldErrors<ShippingDetailsInput>;
};

const inputClass =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';

/** The shipping form's fields; validation comes from the shared checkout schema. */
export function ShippingFields({ register, errors }: Props) {
  const field = (name: keyof ShippingDetailsInput) => ({
    id: `checkout-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `checkout-${name}-error` : undefined,
    className: inputClass,
    ...register(name),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="email" label={m.email} error={errors.email?.message} wide>
        <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
      </Field>
      <Field name="firstName" label={m.firstName} error={errors.firstName?.message}>
        <input autoComplete="given-name" {...field('firstName')} />
      </Field>
      <Field name="lastName" label={m.lastName} error={errors.lastName?.message}>
        <input autoComplete="family-name" {...field('lastName')} />
      </Field>
      <Field name="address" label={m.address} error={errors.address?.message} wide>
        <input autoComplete="street-address" {...field('address')} />
      </Field>
      <Field name="city" label={m.city} error={errors.city?.message}>
        <input autoComplete="address-level2" placeholder={m.cityPlaceholder} {...field('city')} />
      </Field>
      <Field name="governorate" label={m.governorate} error={errors.governorate?.message}>
        <select {...field('governorate')} defaultValue="">
          <option value="" disabled>
            {m.chooseGovernorate}
          </option>
          {GOVERNORATES.map((governorate) => (
            <option key={governorate} value={governorate}>
              {messages.governorates[governorate]}
            </option>
          ))}
        </select>
      </Field>
      <Field name="phone" label={m.phone} error={errors.phone?.message} wide>
        <input type="tel" autoComplete="tel" inputMode="tel" placeholder="01XXXXXXXXX" {...field('phone')} />
      </Field>
    </div>
  );
}

function Field({ name, label, error, wide, children }: { name: string; label: string; error?: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`checkout-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`checkout-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
