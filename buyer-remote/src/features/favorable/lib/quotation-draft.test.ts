import { clearDraft, readDraft, saveDraft } from './quotation-draft';

describe('the quotation draft kept for the session', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is missing until saved, and gone after clearing', () => {
    expect(readDraft()).toBeNull();
    saveDraft({ category_id: 2, description: 'Paint two rooms' });
    expect(readDraft()).toEqual({ category_id: 2, description: 'Paint two rooms' });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('needs a category and either a document or a description', () => {
    saveDraft({ category_id: 2, document_url: '/files/q/1.pdf' });
    expect(readDraft()).not.toBeNull();
    window.sessionStorage.setItem('quotation_draft', JSON.stringify({ category_id: 2, description: '  ' }));
    expect(readDraft()).toBeNull();
    window.sessionStorage.setItem('quotation_draft', JSON.stringify({ description: 'x' }));
    expect(readDraft()).toBeNull();
    window.sessionStorage.setItem('quotation_draft', '{not json');
    expect(readDraft()).toBeNull();
  });
});
