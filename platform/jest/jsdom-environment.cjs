/**
 * jsdom as jest runs it, plus the fetch-era globals Node has and jest's jsdom window lacks.
 * Mock Service Worker (msw/node) builds a `Request` from each intercepted XMLHttpRequest and
 * answers with a `Response`, streamed through web streams; its `ws` API uses BroadcastChannel.
 * These are Node's own classes handed into the window (no polyfill library).
 *
 * Blob, File and FormData are Node's too, so that a multipart upload goes through msw as in a
 * browser: jsdom's Blob has no stream(), text() or arrayBuffer(), and Node's Request reads a
 * FormData's files through them, so an upload built from jsdom's classes never reaches the fake
 * API (the request body never ends). With one set of classes the page's `new FormData()`, the
 * test's `new File(...)` and the body msw parses are the same kind of object (user-event hands
 * the files to the input itself). Only `new FormData(form)` needs jsdom: React builds one from the
 * submitted <form> for useFormStatus, and Node's FormData cannot read a form, so that case reads
 * the form's entries with jsdom's FormData and copies them over.
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
  'Blob',
  'File',
  'FormData',
];

/** Node's FormData, which can also be built from a jsdom <form> (as `new FormData(form, submitter)`). */
function formDataReadingForms(JsdomFormData) {
  const NodeFormData = globalThis.FormData;
  const NodeFile = globalThis.File;
  // A file from a jsdom form field, as Node's File with the same bytes.
  const toNodeFile = (file) => new NodeFile([implForWrapper(file)._buffer], file.name, { type: file.type, lastModified: file.lastModified });
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter)) {
        if (typeof value === 'string' || value instanceof NodeFile) this.append(name, value);
        else this.append(name, toNodeFile(value));
      }
    }
  };
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    this.global.FormData = formDataReadingForms(JsdomFormData);
  }
}

module.exports = JsdomWithFetchEnvironment;
