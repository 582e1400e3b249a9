export { renderWithProviders } from './render';
export { setRuntimeConfig } from '../config/runtime-config';
