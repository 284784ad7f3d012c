import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-error';
import { HttpError, type Wording } from '../http/http-error';
import { inLanguage } from '../http/validation-language';
import { messagesFor } from '../../shared/messages';
import { answerLanguage } from './language-preference';

type ValidationIssue = { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** A 400 message that names the field at fault (as the API spells it), with the schema's own message. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): Wording {
  const first = issues[0];
  if (!first) return (t) => t.api.http.badRequest;
  const pathParts = first.params?.issue?.path ?? first.instancePath?.split('/').filter(Boolean) ?? [];
  const field = pathParts.map(String).join('.');
  const where = field || context || 'request';
  const problem = first.message;
  return (t) => t.api.http.invalidField(where, problem === undefined ? t.api.validation.isInvalid : inLanguage(problem, t));
}

/**
 * Every failure leaves as JSON `{message}` with a fitting status; only 5xx are logged as errors.
 * Ours are written in the language the request asks for (the pages send their own); Fastify's
 * own 4xx texts (malformed JSON, unsupported content type) stay English: only hand-made
 * requests meet them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = async (status: number, wording: Wording) => {
      const texts = await messagesFor(answerLanguage(request));
      return reply.code(status).send({ message: wording(texts) });
    };
    if (error instanceof HttpError) {
      return error.wording ? answer(error.statusCode, error.wording) : reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return answer(400, describeValidation(error.validationContext, error.validation as ValidationIssue[]));
    }
    if (error.validation) {
      return reply.code(400).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return answer(413, (t) => t.api.http.payloadTooLarge);
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged; the client may retry once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return answer(503, (t) => t.api.http.databaseUnavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, (t) => t.api.http.internal);
  });
}
