import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { loginSchema, type LoginInput, type LoginPayload } from '../../../../shared/schemas/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { rememberReturnTo } from '../../../lib/sign-in-return';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { paths } from '../../../paths';
import { requestCode, serverMessage } from '../api/auth-api';
import { AuthCard, FieldError, inputClass, primaryButtonClass } from '../components/auth-card';

const m = messages.auth;

export function Component() {
  useDocumentTitle(m.loginTitle, 'Sign in with your email and a one-time code');
  const navigate = useNavigate();
  const { state } = useLocation();
  useEffect(() => rememberReturnTo(state), [state]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginPayload>({ resolver: zodResolver(loginSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await requestCode(email);
      safeStorage.set(storageKeys.verificationToken, answer.results.verificationToken);
      safeStorage.set(storageKeys.verificationEmail, email);
      await navigate(paths.confirmEmail);
    } catch (error) {
      console.error('Could not send the sign-in code', error);
      setFailure(serverMessage(error, m.loginFailed));
    }
  });

  return (
    <AuthCard title={m.loginTitle} intro={m.loginIntro}>
      {failure && (
        <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div>
          <label htmlFor="login-email" className="mb-1 block font-medium">
            {m.emailLabel}
          </label>
          <input
            id="login-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={m.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            className={inputClass}
            {...register('email')}
          />
          <FieldError id="login-email-error" message={errors.email?.message} />
        </div>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? m.sending : m.continue}
        </button>
      </form>
    </AuthCard>
  );
}
