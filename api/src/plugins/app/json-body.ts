import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body is no
 * body: the spec's own frontend sends `Content-Type: application/json` with nothing on DELETE
 * (an empty DELETE), which Fastify's parser refuses as "Request body is empty". A route whose schema
 * needs a body still refuses an empty one, with its schema's message.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      // The default parser answers through `done`; its return value carries nothing.
      void parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
