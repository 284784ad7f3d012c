import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { contactSchema, INQUIRY_OPTIONS, type ContactInput, type ContactPayload } from '../../../../shared/schemas/contact';

const EMPTY_FORM: ContactInput = { name: '', email: '', phone: '', inquiry: '' as ContactInput['inquiry'], message: '' };

const fieldClass = (invalid: boolean) =>
  `mt-1.5 block min-h-12 w-full rounded-lg border bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-ink focus:ring-2 focus:ring-ink/20 focus:outline-none ${
    invalid ? 'border-red-600' : 'border-gray-300'
  }`;

/**
 * The spec's contact form. It is validated with the shared contact schema and, as the spec
 * says, sends nothing to a server: Send shows the alert and clears the form.
 */
export function ContactForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_FORM,
  });

  const onValid = () => {
    window.alert(messages.contact.sent);
    reset(EMPTY_FORM);
  };

  const describe = (name: string, error: FieldError | undefined, hint?: boolean) =>
    [error ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : ''].filter(Boolean).join(' ') || undefined;

  const errorText = (name: string, error: FieldError | undefined) =>
    error?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {error.message}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold text-ink">
        {messages.content.contact.formTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            {messages.content.contact.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe('name', errors.name)}
            className={fieldClass(!!errors.name)}
            {...register('name')}
          />
          {errorText('name', errors.name)}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
            {messages.content.contact.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email', errors.email)}
            className={fieldClass(!!errors.email)}
            {...register('email')}
          />
          {errorText('email', errors.email)}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-semibold text-ink">
            {messages.content.contact.phoneLabel}
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            placeholder={messages.content.contact.phonePlaceholder}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describe('phone', errors.phone)}
            className={fieldClass(!!errors.phone)}
            {...register('phone')}
          />
          {errorText('phone', errors.phone)}
        </div>
        <div>
          <label htmlFor={`${id}-inquiry`} className="text-sm font-semibold text-ink">
            {messages.content.contact.inquiryLabel}
          </label>
          <select
            id={`${id}-inquiry`}
            aria-invalid={errors.inquiry ? true : undefined}
            aria-describedby={describe('inquiry', errors.inquiry)}
            className={fieldClass(!!errors.inquiry)}
            {...register('inquiry')}
          >
            <option value="">{messages.content.contact.inquiryPlaceholder}</option>
            {INQUIRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errorText('inquiry', errors.inquiry)}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          {messages.content.contact.messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', errors.message, true)}
          className={`${fieldClass(!!errors.message)} resize-y`}
          {...register('message')}
        />
        <p id={`${id}-message-hint`} className="mt-1.5 text-xs text-gray-600">
          {messages.content.contact.messageHint}
        </p>
        {errorText('message', errors.message)}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-widest text-white uppercase transition-colors hover:bg-gray-700 disabled:opacity-60 sm:w-auto"
      >
        {messages.content.contact.send}
      </button>
    </form>
  );
}
