import { z } from 'zod';
import { setLanguage } from '@craft/shared/i18n';
import { formResolver, quotationContactSchema } from './validation';

const CONTACT = { firstname: 'Mia', lastname: 'Wagner', street: 'Hauptstr. 1', post_number: '10115', phone: '0301234567', email: 'mia@example.com' };
const labels = { firstname: 'First Name', lastname: 'Last Name', street: 'Street', post_number: 'Post Number', phone: 'Phone', email: 'Email' };
const resolve = (schema: Parameters<typeof formResolver>[0], values: Record<string, string>, options = {}) =>
  formResolver<Record<string, string>>(schema, { labels, ...options })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('formResolver: the shared schemas with human messages', () => {
  it('valid values pass as typed', async () => {
    await expect(resolve(quotationContactSchema, CONTACT)).resolves.toEqual({ values: CONTACT, errors: {} });
  });

  it('an empty required field says it is required', async () => {
    const { errors } = await resolve(quotationContactSchema, { ...CONTACT, firstname: '  ' });
    expect(errors.firstname?.message).toBe('This field is required.');
  });

  it('a form may say per field what an empty field needs; a field it leaves out says it is required', async () => {
    const { errors } = await resolve(quotationContactSchema, { ...CONTACT, firstname: '', lastname: '' }, { required: { firstname: 'Please tell us your first name.' } });
    expect(errors.firstname?.message).toBe('Please tell us your first name.');
    expect(errors.lastname?.message).toBe('This field is required.');
  });

  it('a too long field names the field and its limit', async () => {
    const { errors } = await resolve(quotationContactSchema, { ...CONTACT, firstname: 'M'.repeat(3000) });
    expect(errors.firstname?.message).toBe('First Name can be at most 100 characters.');
  });

  it("the schema's own short API message ('Invalid email address') never reaches the user", async () => {
    const { errors } = await resolve(quotationContactSchema, { ...CONTACT, email: 'mia' });
    expect(errors.email?.message).toBe('Please check Email.');
    const withOverride = await resolve(quotationContactSchema, { ...CONTACT, email: 'mia' }, { overrides: { email: { invalid_format: 'Please enter a valid e-mail address.' } } });
    expect(withOverride.errors.email?.message).toBe('Please enter a valid e-mail address.');
  });

  it('a root-level issue (no field path) does not crash and lands on the form root in words', async () => {
    const rootRefined = quotationContactSchema.refine(() => false, { message: 'Root problem' });
    const { errors } = await resolve(rootRefined, CONTACT);
    expect(errors.root?.message).toBe('Please check the form.');
    expect(Object.keys(errors)).toEqual(['root']);
  });
});

describe('formResolver in German', () => {
  it('words its messages and formats limits in the page’s language', async () => {
    const schema = z.object({ text: z.string().max(5000), count: z.number().min(1000) });
    const check = (values: Record<string, unknown>) =>
      formResolver<Record<string, unknown>>(schema, { labels: { text: 'Nachricht', count: 'Anzahl' } })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

    expect((await check({ text: 'x'.repeat(5001), count: 1000 })).errors.text?.message).toBe('Nachricht can be at most 5,000 characters.');
    await setLanguage('de');
    const { errors } = await check({ text: 'x'.repeat(5001), count: 5 });
    expect(errors.text?.message).toBe('Nachricht darf höchstens 5.000 Zeichen lang sein.');
    expect(errors.count?.message).toBe('Anzahl muss mindestens 1.000 sein.');
    expect((await check({ text: 'Hallo', count: undefined })).errors.count?.message).toBe('Bitte füllen Sie dieses Feld aus.');
  });
});
