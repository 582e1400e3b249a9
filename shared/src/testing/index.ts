export { renderWithProviders } from './render';
export { setRuntimeConfig } from '../config/runtime-config';
export { holdSchemas } from './hold-schemas';
