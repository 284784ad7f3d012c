import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-error';
import { HttpError } from '../http/http-error';
import { messagesFor } from '../../shared/messages';
import { answerLanguage } from './language-preference';
import { apiMessages } from '../../shared/api-messages';

type ValidationIssue = { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** A 400 message that names the field at fault, using the schema's own (spec) message. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const pathParts = first.params?.issue?.path ?? first.instancePath?.split('/').filter(Boolean) ?? [];
  const field = pathParts.map(String).join('.');
  const where = field || context || 'request';
  return `${where}: ${first.message ?? 'is invalid'}`;
}

/** Every failure leaves as JSON `{message}` with a fitting status; only 5xx are logged as errors. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const { wording } = error;
      if (!wording) return reply.code(error.statusCode).send({ message: error.message });
      // In the language the page asked for (it sends its own as Accept-Language).
      return messagesFor(answerLanguage(request)).then((texts) => reply.code(error.statusCode).send({ message: wording(texts) }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation as ValidationIssue[]);
      return reply.code(400).send({ message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The upload is too large.' : error.message;
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged; the client may retry once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: apiMessages.http.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
