import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { RETURN_REASONS, RETURN_WINDOW_DAYS_MAX } from '../../../../shared/returns';
import type { SettingsFormInput } from '../api/shop-settings-api';

const m = messages.returns.settings;

type Props = { register: UseFormRegister<SettingsFormInput>; errors: FieldErrors<SettingsFormInput> };

/** The returns policy (issue 36): the window, the reasons offered, who pays the return shipping, free exchanges. */
export function ReturnPolicyFields({ register, errors }: Props) {
  const windowError = errors.returnWindowDays ? messages.confirmationSettings.range(RETURN_WINDOW_DAYS_MAX) : undefined;
  return (
    <fieldset data-testid="return-policy-settings" className="space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold">{m.heading}</legend>
      <div>
        <label htmlFor="settings-returnWindowDays" className="text-sm font-medium">
          {m.windowDays}
        </label>
        <input
          id="settings-returnWindowDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={RETURN_WINDOW_DAYS_MAX}
          aria-invalid={Boolean(windowError)}
          aria-describedby="settings-returnWindowDays-hint"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:max-w-48"
          {...register('returnWindowDays', { valueAsNumber: true })}
        />
        <p id="settings-returnWindowDays-hint" className="mt-1 text-xs text-gray-600">
          {m.windowHint}
        </p>
        {windowError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {windowError}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium">{m.reasonsOffered}</legend>
          {RETURN_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={reason} className="size-4 accent-ink" {...register('returnReasons')} />
              {messages.returns.reasons[reason]}
            </label>
          ))}
          {errors.returnReasons && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {m.oneReason}
            </p>
          )}
        </fieldset>
        <fieldset aria-describedby="customer-pays-hint">
          <legend className="text-sm font-medium">{m.customerPays}</legend>
          {RETURN_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={reason} className="size-4 accent-ink" {...register('customerPaysReturnFor')} />
              {messages.returns.reasons[reason]}
            </label>
          ))}
          <p id="customer-pays-hint" className="text-xs text-gray-600">
            {m.customerPaysHint}
          </p>
        </fieldset>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-ink" {...register('exchangeShipsFree')} />
        {m.exchangeFree}
      </label>
    </fieldset>
  );
}
