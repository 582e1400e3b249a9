import { saveBlob } from './save-blob';

describe('saveBlob: a downloaded document is saved with the extension of its type', () => {
  const downloads: string[] = [];

  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:test');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['application/pdf', 'quotation-3.pdf'],
    ['application/x-cfb', 'quotation-3.doc'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'quotation-3.docx'],
    ['image/jpeg', 'quotation-3.jpg'],
    ['application/json; charset=utf-8', 'quotation-3.json'],
    ['application/octet-stream', 'quotation-3'],
  ])('%s -> %s', (type, name) => {
    saveBlob(new Blob(['x'], { type }), 'quotation-3');
    expect(downloads).toEqual([name]);
  });
});
