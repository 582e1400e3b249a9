/**
 * Stands in for axios's fetch adapter in browser bundles. The one API client (@craft/shared) uses
 * axios's XMLHttpRequest adapter, which axios picks first in a browser and which alone reports
 * upload progress; the fetch adapter (and the stream and multipart helpers only it needs) would be
 * about 11 KB of code no page runs. Reported as "not supported by the environment" if ever asked for.
 */
export const getFetch = () => false;
