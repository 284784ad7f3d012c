import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AUTO_BLOCK_REFUSALS_MAX, AUTO_CANCEL_HOURS_MAX, CONFIRM_RULES, type ConfirmRule } from '../../../../shared/confirmation';
import { messages } from '../../../../shared/messages';
import { AdminInputField } from '../../../components/ui/admin-field';
import type { SettingsFormInput } from '../api/shop-settings-api';

const m = messages.confirmationSettings;

type Props = { register: UseFormRegister<SettingsFormInput>; errors: FieldErrors<SettingsFormInput>; rule: ConfirmRule | undefined };

function NumberField({ name, label, hint, max, register, errors }: Omit<Props, 'rule'> & { name: 'confirmAbove' | 'autoCancelHours' | 'autoBlockRefusals'; label: string; hint: string; max: number }) {
  // The shared schema words a number out of range the library's way (in English): the form says it in the page's language.
  const issue = errors[name];
  const error = issue && (issue.type === 'too_big' || issue.type === 'too_small') ? m.range(max) : issue?.message;
  return (
    <AdminInputField
      id={`settings-${name}`}
      label={label}
      hint={hint}
      error={error}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={name === 'confirmAbove' ? 'any' : 1}
      className="sm:max-w-48"
      registration={register(name, { valueAsNumber: true })}
    />
  );
}

/** Who must confirm, after how long a silent order is cancelled, after how many refusals a phone is blocked. */
export function ConfirmationFields({ register, errors, rule }: Props) {
  return (
    <fieldset data-testid="confirmation-settings" className="space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold">{m.heading}</legend>
      <p className="text-sm text-gray-600">{m.intro}</p>
      <fieldset>
        <legend className="text-sm font-medium">{m.rule}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CONFIRM_RULES.map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-ink has-[:checked]:bg-gray-50">
              <input type="radio" value={value} className="mt-1 size-4 accent-ink" aria-describedby={`rule-${value}-hint`} {...register('confirmRule')} />
              <span>
                <span className="block text-sm font-medium">{m.rules[value]}</span>
                <span id={`rule-${value}-hint`} className="block text-xs text-gray-600">
                  {m.ruleHints[value]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {rule === 'above' && <NumberField name="confirmAbove" label={m.above} hint={m.aboveHint} max={10_000_000} register={register} errors={errors} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="autoCancelHours" label={m.autoCancelHours} hint={m.autoCancelHint} max={AUTO_CANCEL_HOURS_MAX} register={register} errors={errors} />
        <NumberField name="autoBlockRefusals" label={m.autoBlockRefusals} hint={m.autoBlockHint} max={AUTO_BLOCK_REFUSALS_MAX} register={register} errors={errors} />
      </div>
    </fieldset>
  );
}
