import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { nestsDeeperThan } from './json-depth';

/**
 * JSON bodies through Fastify's own parser (which refuses prototype poisoning), after a look at
 * the raw text: a body nested too deep is a 400 before anything parses or walks it.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text)) return done(new AppError('request.invalid', 400, { fields: ['body'] }), undefined);
    return parse(request, text, done);
  });
}
