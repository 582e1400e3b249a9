import { validateDescription, validateUpload } from './validate-draft';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.quotationDraft;
const pdf = new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' });

describe('quotation draft validation (SPEC §5)', () => {
  it('upload: category and file are both required', () => {
    expect(validateUpload('', pdf)).toBe('Please select a category and upload a document.');
    expect(validateUpload('2', null)).toBe(texts.categoryAndDocument);
  });

  it('upload: a non-numeric category gives "Invalid category selected."', () => {
    expect(validateUpload('painter', pdf)).toBe('Invalid category selected.');
  });

  it('upload: a category and a file pass', () => {
    expect(validateUpload('2', pdf)).toBeNull();
  });

  it('description: blank or whitespace-only gives "Please provide a description."', () => {
    expect(validateDescription('2', '')).toBe('Please provide a description.');
    expect(validateDescription('2', '   \n ')).toBe('Please provide a description.');
  });

  it('description: needs a category, and a numeric one', () => {
    expect(validateDescription('', 'Paint two rooms')).toBe(texts.categoryRequired);
    expect(validateDescription('x', 'Paint two rooms')).toBe(texts.invalidCategory);
    expect(validateDescription('3', 'Paint two rooms')).toBeNull();
  });
});
