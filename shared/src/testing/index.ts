export { renderWithProviders, TestProviders } from './render';
export { setRuntimeConfig } from '../config/runtime-config';
export { failSchemaChunk, holdSchemas } from './hold-schemas';
export {
  server,
  apiUrl,
  answer,
  answerJson,
  answerEmpty,
  answerError,
  answerFile,
  answerNetworkError,
  answerNever,
  answerLater,
  answerLive,
  receivedRequests,
  type Method,
  type ReceivedRequest,
} from './http';
export * from './builders';
